import { SECURITY_LOG_PAGE_SIZE } from '@site/contract/security-log'
import { sessionMessages } from '@site/contract/session-messages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PERIODIC_JOBS } from '../../src/periodic-work.js'
import { recordSecurityEvent } from '../../src/security-log/record-security-event.js'
import { putPerson, signIn } from '../support/account-people.js'
import { loginAsAdmin } from '../support/admin-session.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('security log', () => {
  let testApp: TestApp
  let ownerCookie: string
  let officeCookie: string
  let officeId: string

  beforeAll(async () => {
    testApp = await buildTestApp()
    ownerCookie = await loginAsAdmin(testApp)
    officeId = await putPerson(testApp, {
      username: 'lerato',
      email: 'lerato@example.com',
      name: 'Lerato',
      password: 'lerato-long-password',
    })
    officeCookie = await signIn(testApp, 'lerato', 'lerato-long-password')
    await testApp.app.pool.query('delete from security_events')
  })
  afterAll(() => testApp?.close())

  const read = (cookie: string, query = '') =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/admin/security/events${query}`,
      headers: { cookie },
    })

  it('shows the owner every entry, newest first, a page at a time, and one person’s', async () => {
    const db = testApp.app.db
    for (let i = 0; i < SECURITY_LOG_PAGE_SIZE + 5; i += 1) {
      await recordSecurityEvent(db, {
        kind: 'sign-in',
        actor: { id: officeId, name: 'Lerato' },
        address: '198.51.100.7',
        detail: { method: 'password', n: i },
      })
    }
    await recordSecurityEvent(db, { kind: 'sign-in-failed', address: '203.0.113.1' })

    const first = await read(ownerCookie)
    expect(first.statusCode).toBe(200)
    const page = first.json()
    expect(page.pages).toBe(2)
    expect(page.events).toHaveLength(SECURITY_LOG_PAGE_SIZE)
    expect(page.events[0]).toMatchObject({ kind: 'sign-in-failed', address: '203.0.113.1' })
    expect(page.events[1]).toMatchObject({
      kind: 'sign-in',
      actorName: 'Lerato',
      detail: { method: 'password', n: SECURITY_LOG_PAGE_SIZE + 4 },
    })
    expect(page.people.map((person: { name: string }) => person.name)).toContain('Lerato')

    const second = (await read(ownerCookie, '?page=2')).json()
    expect(second.events).toHaveLength(6)
    const lerato = (await read(ownerCookie, `?person=${officeId}`)).json()
    expect(
      lerato.events.every((event: { actorName: string }) => event.actorName === 'Lerato'),
    ).toBe(true)
    expect(lerato.events).toHaveLength(SECURITY_LOG_PAGE_SIZE)
  })

  it('refuses an office account (403) and a visitor (401)', async () => {
    const errorResponse = await read(officeCookie)
    expect(errorResponse.statusCode).toBe(403)
    expect(errorResponse.json().message).toBe(sessionMessages.ownerOnly)
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/security/events' })).statusCode,
    ).toBe(401)
  })

  it('refuses bad queries: page 0, not a number, not an id, U+0000, 10,000 characters', async () => {
    for (const query of [
      '?page=0',
      '?page=two',
      '?person=someone',
      '?person=%00',
      '?page=%00',
      `?person=${'x'.repeat(10_000)}`,
      `?page=${'9'.repeat(10_000)}`,
      '?other=1',
    ]) {
      const errorResponse = await read(ownerCookie, query)
      expect(errorResponse.statusCode, query).toBe(400)
    }
  })

  it('keeps entries 12 months: the daily job deletes older ones', async () => {
    await testApp.app.pool.query(
      `insert into security_events (kind, at, detail) values
        ('sign-in', now() - interval '13 months', '{}'),
        ('sign-in', now() - interval '11 months', '{}')`,
    )
    const count = async () =>
      (
        await testApp.app.pool.query<{ n: number }>(
          "select count(*)::int as n from security_events where at < now() - interval '10 months'",
        )
      ).rows[0]?.n
    expect(await count()).toBe(2)
    const job = PERIODIC_JOBS.find((candidate) => candidate.name === 'security-log-retention')
    await job?.run(testApp.app)
    expect(await count()).toBe(1)
  })

  it('names who signed in by their name, not their username ("Lerato signed in")', async () => {
    await signIn(testApp, 'lerato', 'lerato-long-password')
    const logged = await testApp.app.pool.query(
      "select actor_name from security_events where kind = 'sign-in' and actor_id = $1 and not detail ? 'n'",
      [officeId],
    )
    expect(logged.rows).toEqual([{ actor_name: 'Lerato' }])
  })
})
