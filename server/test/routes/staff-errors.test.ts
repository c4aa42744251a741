import { sessionMessages } from '@site/contract/session-messages'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpCapture } from '../support/smtp-capture.js'
import { appWithOwnerAndOffice, inviteTokenFor } from '../support/staff.js'
import type { TestApp } from '../support/test-app.js'

const SOME_ID = '00000000-0000-4000-8000-000000000000'

/** Every owner-only endpoint (decision 062): staff, website settings, System, security. */
const ownerOnlyEndpoints: [string, string, unknown?][] = [
  ['GET', '/api/admin/site-settings'],
  // A valid body (the published settings, filled in below): validation comes before the guard.
  ['PUT', '/api/admin/site-settings', 'published settings'],
  ['POST', '/api/admin/site-settings/preview', 'preview of the published settings'],
  ['GET', '/api/admin/site-settings/versions'],
  ['POST', '/api/admin/site-settings/versions/1/restore'],
  ['GET', '/api/admin/system'],
  ['GET', '/api/admin/staff'],
  ['POST', '/api/admin/staff', { name: 'X', email: 'x@example.com', role: 'owner' }],
  ['POST', `/api/admin/staff/${SOME_ID}/invite`],
  ['DELETE', `/api/admin/staff/${SOME_ID}/invite`],
  ['PATCH', `/api/admin/staff/${SOME_ID}`, { role: 'owner' }],
  ['DELETE', `/api/admin/staff/${SOME_ID}`],
  ['GET', '/api/admin/security/events'],
  ['GET', '/api/admin/security/policy'],
  ['PUT', '/api/admin/security/policy', { requireTwoStep: true }],
]

describe('staff accounts: refused requests change nothing', () => {
  let testApp: TestApp
  let smtp: SmtpCapture
  let close = async () => {}
  /** The app's own connections, for setting rows up and reading them back. */
  let sql: pg.Pool
  let owner: string
  let office: { id: string; cookie: string }

  beforeAll(async () => {
    ;({ smtp, testApp, close, owner, office } = await appWithOwnerAndOffice())
    sql = testApp.app.pool
  })
  afterAll(() => close())

  const call = (method: string, url: string, cookie: string | undefined, payload?: unknown) =>
    testApp.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  const snapshot = async () =>
    (
      await sql.query(
        `select (select json_agg(u order by u.username) from admin_users u) as users,
                (select count(*) from staff_tokens) as tokens,
                (select count(*) from site_settings_versions) as settings`,
      )
    ).rows[0]

  it('an office account gets 403 from every owner-only endpoint', async () => {
    const before = await snapshot()
    const published = (await call('GET', '/api/admin/site-settings', owner)).json()
    for (const [method, url, body] of ownerOnlyEndpoints) {
      const payload =
        body === 'published settings'
          ? { baseVersion: published.version, settings: published.settings }
          : body === 'preview of the published settings'
            ? { path: '/', settings: JSON.stringify(published.settings) }
            : body
      // The list names real routes (a renamed one would respond with 404 here, not pass unseen).
      expect(
        testApp.app.hasRoute({
          method: method as 'GET',
          url: url.replace(SOME_ID, ':id').replace('/1/', '/:version/'),
        }),
        `${method} ${url}`,
      ).toBe(true)
      const response = await call(method, url, office.cookie, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(403)
      expect(response.json().message).toBe(sessionMessages.ownerOnly)
    }
    expect(await snapshot()).toEqual(before)
    // The office account still does its own work.
    expect((await call('GET', '/api/admin/alerts', office.cookie)).statusCode).toBe(200)
  })

  it('without a session every staff endpoint is 401', async () => {
    for (const [method, url, payload] of ownerOnlyEndpoints.filter(([, url]) =>
      url.includes('/staff'),
    )) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401)
    }
  })

  describe.each([
    ['U+0000', (ok: string) => `${ok}\u0000`],
    ['10,000 characters', (ok: string) => ok.padEnd(10_000, 'x')],
  ])('%s in every field: 400, nothing changes', (_name, spoil) => {
    const invite = { name: 'Zanele', email: 'zanele@example.com', role: 'office' }

    it.each(Object.keys(invite))('POST /api/admin/staff %s', async (field) => {
      const before = await snapshot()
      const messages = smtp.messages.length
      const payload = { ...invite, [field]: spoil(invite[field as keyof typeof invite]) }
      const response = await call('POST', '/api/admin/staff', owner, payload)
      expect(response.statusCode).toBe(400)
      expect(await snapshot()).toEqual(before)
      expect(smtp.messages.length).toBe(messages)
    })

    it.each(['role', 'locked'])('PATCH /api/admin/staff/:id %s', async (field) => {
      const before = await snapshot()
      const value = spoil(field === 'role' ? 'owner' : 'true')
      const response = await call('PATCH', `/api/admin/staff/${office.id}`, owner, {
        [field]: value,
      })
      expect(response.statusCode).toBe(400)
      expect(await snapshot()).toEqual(before)
    })

    it.each(['DELETE', 'PATCH'])('%s /api/admin/staff/:id with the id', async (method) => {
      const before = await snapshot()
      const url = `/api/admin/staff/${encodeURIComponent(spoil(office.id))}`
      const response = await call(
        method,
        url,
        owner,
        method === 'PATCH' ? { role: 'owner' } : undefined,
      )
      // A path parameter of 10,000 characters is refused before routing (414).
      expect([400, 414]).toContain(response.statusCode)
      expect(await snapshot()).toEqual(before)
    })

    it.each(['token', 'password'])('POST /api/auth/invites/accept %s', async (field) => {
      await sql.query('delete from rate_limits')
      const made = await call('POST', '/api/admin/staff', owner, {
        name: 'Bongani',
        email: 'bongani@example.com',
        role: 'office',
      })
      const token = await inviteTokenFor(smtp.messages, 'bongani@example.com')
      const before = await snapshot()
      const good = { token, password: 'a-good-long-password' }
      const payload = { ...good, [field]: spoil(good[field as keyof typeof good]) }
      const response = await call('POST', '/api/auth/invites/accept', undefined, payload)
      expect(response.statusCode).toBe(400)
      expect(response.cookies).toHaveLength(0)
      expect(await snapshot()).toEqual(before)
      const look = await call('POST', '/api/auth/invites/look', undefined, { token: spoil(token) })
      expect(look.statusCode).toBe(400)
      await call('DELETE', `/api/admin/staff/${made.json().person.id}/invite`, owner)
    })
  })

  it('invite acceptance is rate limited per address, as login is', async () => {
    await sql.query('delete from rate_limits')
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      const response = await call('POST', '/api/auth/invites/accept', undefined, {
        token: `guess-${i}`,
        password: 'a-good-long-password',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    await sql.query('delete from rate_limits')
  })
})
