import type { OpenAlerts } from '@site/contract/alerts'
import type { SystemStatus } from '@site/contract/system-status'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openAlertsQueryOptions } from '../../../lib/portal/open-alerts'
import { renderPublicSection } from '../../../test/render-public-section'
import { systemStatusQueryOptions } from '../api/get-system-status'
import { SystemStatusSection } from './system-status'

/** A bad moment: the store down, the database too slow for its figures, mail refused. */
const troubled: SystemStatus = {
  checkedAt: '2026-11-27T10:00:00Z',
  version: '1.4.0',
  startedAt: '2026-11-24T06:00:00Z',
  uptimeSeconds: 3 * 86_400 + 4 * 3_600,
  database: { reachable: true, detail: 'Answered in 1900 ms.' },
  objectStore: { reachable: false, detail: 'Did not answer within 2 seconds.' },
  backup: {
    folder: '/app/backups',
    offsiteBucket: 'backups/site/ at s3.example.net',
    encryptedTo: true,
    last: null,
    lastGood: null,
    readable: false,
  },
  mail: {
    kind: 'relay',
    destination: 'the SMTP relay smtp.example.net:587',
    waiting: null,
    failing: null,
    givenUp: null,
    lastError: null,
  },
  storage: {
    dataDisk: { path: '/app/.data', totalBytes: 40 * 1024 ** 3, usedBytes: 38 * 1024 ** 3 },
    databaseBytes: null,
    media: null,
  },
}

const alerts: OpenAlerts = {
  alerts: [
    {
      kind: 'disk-space',
      title: 'The data disk is over 90 % full',
      detail: 'Free some room or grow the disk.',
      since: '2026-11-27T08:00:00Z',
      lastMailedAt: null,
      mailError: 'The mail server refused the password.',
      portalPath: '/admin-portal/system',
    },
  ],
}

/** No query runs: the section shows what the cache holds and requests nothing. */
async function renderSystem() {
  await renderPublicSection(<SystemStatusSection />, {
    data: [
      [systemStatusQueryOptions().queryKey, troubled],
      [openAlertsQueryOptions().queryKey, alerts],
    ],
    queriesRun: false,
  })
  const section = screen.getByRole('region', { name: 'System' })
  return (name: string) => within(section).getByRole('region', { name }).textContent ?? ''
}

describe('SystemStatusSection', () => {
  it('says what is wrong in plain words, and what could not be read in time', async () => {
    const card = await renderSystem()
    expect(card('Website')).toContain('Not working')
    expect(card('Website')).toContain('3 days, 4 hours')
    expect(card('Website')).toContain('Not reachable. Did not answer within 2 seconds.')
    expect(card('Backups')).toContain('Unknown')
    expect(card('Backups')).toContain('Could not be read in time')
    expect(card('Backups')).toContain('backups/site/ at s3.example.net')
    expect(card('Quote request mail')).toContain('The mail server (smtp.example.net:587).')
    expect(card('Quote request mail')).toContain('Could not be read in time')
    expect(card('Storage')).toContain('Nearly full')
    expect(card('Storage')).toContain('38.0 GB of 40.0 GB used (95 %)')
    expect(card('Open alerts')).toContain('1 open')
    expect(card('Open alerts')).toContain('The data disk is over 90 % full')
    expect(card('Open alerts')).toContain('The alert mail could not be sent')
  })
})
