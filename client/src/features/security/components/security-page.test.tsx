import type { SecurityLogPage } from '@site/contract/security-log'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPublicSection } from '../../../test/render-public-section'
import { securityLogQueryOptions } from '../api/get-security-log'
import { SecurityPage } from './security-page'

const log: SecurityLogPage = {
  events: [
    {
      id: 'e2',
      at: '2026-11-27T08:05:00.000Z',
      kind: 'sign-in',
      actorName: 'Thandi',
      subjectName: null,
      address: '198.51.100.7',
      detail: { method: 'passkey' },
    },
    {
      id: 'e1',
      at: '2026-11-26T22:30:00.000Z',
      kind: 'password-reset',
      actorName: 'Sipho',
      subjectName: null,
      address: null,
      detail: {},
    },
  ],
  page: 1,
  pages: 3,
  people: [
    { id: 'p1', name: 'Sipho' },
    { id: 'p2', name: 'Thandi' },
  ],
}

/** No query runs: the page shows what the cache holds and requests nothing. */
const renderSecurity = () =>
  renderPublicSection(<SecurityPage />, {
    data: [[securityLogQueryOptions({ page: 1 }).queryKey, log]],
    queriesRun: false,
  })

describe('SecurityPage', () => {
  it('says each entry in words, in Johannesburg time, with its address', async () => {
    await renderSecurity()
    const entries = within(screen.getByRole('region', { name: 'Security log' })).getAllByRole(
      'listitem',
    )
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Thandi signed in with a passkey.*10:05.*from 198\.51\.100\.7$/),
      expect.stringMatching(/^Sipho chose a new password with a reset link.*27 Nov 2026.*00:30$/),
    ])
  })

  it('filters by person and pages through the log', async () => {
    await renderSecurity()
    const person = screen.getByRole('combobox', { name: 'Person' })
    expect(
      within(person)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'Sipho', 'Thandi'])
    const pages = screen.getByRole('navigation', { name: 'Pages of the log' })
    expect(within(pages).getByText('Page 1 of 3')).toBeDefined()
    expect(within(pages).getByRole('button', { name: 'Newer' }).hasAttribute('disabled')).toBe(true)
    expect(within(pages).getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(
      false,
    )
  })
})
