import { alerts } from '@site/db'
import { describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../support/admin-session.js'

describe('GET /api/admin/alerts', () => {
  const admin = withAdminTestApp()
  const get = (headers: Record<string, string> = { cookie: admin.cookie }) =>
    admin.testApp.app.inject({ url: '/api/admin/alerts', headers })

  it('requires the staff session', async () => {
    const response = await get({})
    expect(response.statusCode).toBe(401)
    expect(response.json().alerts).toBeUndefined()
  })

  it('lists the open alerts, oldest first, and leaves out those that are over', async () => {
    expect((await get()).json()).toEqual({ alerts: [] })
    await admin.testApp.app.db.insert(alerts).values([
      {
        kind: 'media-processing',
        title: '1 media item could not be processed',
        detail: 'Open it in the media library to retry or delete it.',
        since: new Date('2026-11-27T08:00:00Z'),
        mailError: 'connect ECONNREFUSED 127.0.0.1:25',
      },
      {
        kind: 'backup',
        title: 'The nightly backup failed',
        detail: 'The off-site store refused the upload.',
        since: new Date('2026-11-27T00:00:09Z'),
        lastMailedAt: new Date('2026-11-27T00:05:00Z'),
        ownerTold: true,
      },
      {
        kind: 'disk-space',
        title: 'The data disk is over 90 % full',
        detail: 'was',
        since: new Date('2026-11-26T00:00:00Z'),
        endedAt: new Date('2026-11-26T03:00:00Z'),
      },
    ])
    const response = await get()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({
      alerts: [
        {
          kind: 'backup',
          title: 'The nightly backup failed',
          detail: 'The off-site store refused the upload.',
          since: '2026-11-27T00:00:09.000Z',
          lastMailedAt: '2026-11-27T00:05:00.000Z',
          mailError: null,
          portalPath: '/admin-portal/system',
        },
        {
          kind: 'media-processing',
          title: '1 media item could not be processed',
          detail: 'Open it in the media library to retry or delete it.',
          since: '2026-11-27T08:00:00.000Z',
          lastMailedAt: null,
          mailError: 'connect ECONNREFUSED 127.0.0.1:25',
          portalPath: '/admin-portal/media',
        },
      ],
    })
  })
})
