import { staffMessages } from '@site/contract/staff'
import type pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { mailingTestApp } from '../support/mailing-test-app.js'
import { parseMail } from '../support/mime.js'
import type { SmtpCapture } from '../support/smtp-capture.js'
import { addStaff, inviteTokenFor } from '../support/staff.js'
import type { TestApp } from '../support/test-app.js'

describe('staff accounts: invites, roles, the last owner', () => {
  let testApp: TestApp
  let smtp: SmtpCapture
  let close = async () => {}
  /** The app's own connections, for setting rows up and reading them back. */
  let sql: pg.Pool
  let owner: string

  beforeAll(async () => {
    ;({ smtp, testApp, close } = await mailingTestApp({
      env: { PUBLIC_URL: 'http://site.test', MAIL_TO: 'office@site.test' },
    }))
    sql = testApp.app.pool
  })
  afterAll(() => close())
  beforeEach(async () => {
    await sql.query("delete from admin_users where username <> 'admin'")
    await sql.query("update admin_users set role = 'owner', locked_at = null")
    await sql.query('delete from rate_limits')
    owner = await loginAsAdmin(testApp)
  })

  const call = (method: string, url: string, cookie: string, payload?: unknown) =>
    testApp.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie, origin: 'http://site.test' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  const accept = (payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/invites/accept',
      payload: payload as object,
    })
  const accounts = async () =>
    (
      await sql.query(
        'select id, username, email, role, locked_at, invited_at, password_hash from admin_users order by username',
      )
    ).rows
  const adminId = async () =>
    (await sql.query("select id from admin_users where username = 'admin'")).rows[0].id as string

  it('invites a person: 201, a single-use link in the mail (token in the fragment), listed as invited', async () => {
    const response = await call('POST', '/api/admin/staff', owner, {
      name: 'Thandi Nkosi',
      email: ' Thandi@Example.com ',
      role: 'office',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().person).toMatchObject({
      name: 'Thandi Nkosi',
      username: 'thandi@example.com',
      email: 'thandi@example.com',
      role: 'office',
      state: 'invited',
      twoStep: false,
    })
    const token = await inviteTokenFor(smtp.messages, 'thandi@example.com')
    const mail = parseMail(smtp.messages.at(-1)?.raw ?? '')
    expect(mail.text).toContain(`http://site.test/admin-portal/welcome#${token}`)
    expect(mail.text).toContain('48 hours')
    // Only a hash of the token is stored.
    const stored = await sql.query('select token_hash from staff_tokens')
    expect(JSON.stringify(stored.rows)).not.toContain(token)

    const list = await call('GET', '/api/admin/staff', owner)
    expect(list.json().people.map((p: { state: string }) => p.state)).toEqual(['active', 'invited'])
    const events = await sql.query(
      "select kind, actor_name, subject_name from security_events where kind = 'invite-sent'",
    )
    expect(events.rows).toEqual([
      { kind: 'invite-sent', actor_name: 'admin', subject_name: 'Thandi Nkosi' },
    ])
  })

  it('the welcome page learns who invited whom; accepting sets the password and signs in', async () => {
    await call('POST', '/api/admin/staff', owner, {
      name: 'Sipho',
      email: 'sipho@example.com',
      role: 'office',
    })
    const token = await inviteTokenFor(smtp.messages, 'sipho@example.com')
    const look = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/invites/look',
      payload: { token },
    })
    expect(look.json()).toEqual({
      name: 'Sipho',
      email: 'sipho@example.com',
      role: 'office',
      invitedBy: 'admin',
    })
    const accepted = await accept({ token, password: 'a-good-long-password' })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({
      success: true,
      username: 'sipho@example.com',
      role: 'office',
    })
    const cookie = accepted.cookies[0]
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `${cookie?.name}=${cookie?.value}` },
    })
    // The portal names them by the name the owner gave, not by the address they sign in with.
    expect(session.json()).toEqual({
      authenticated: true,
      username: 'sipho@example.com',
      name: 'Sipho',
      role: 'office',
    })
    // The login form takes the e-mail address in any case.
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'SIPHO@example.com', password: 'a-good-long-password' },
    })
    expect(login.statusCode).toBe(200)
    const kinds = await sql.query("select kind from security_events where kind = 'invite-accepted'")
    expect(kinds.rowCount).toBe(1)
  })

  it('with two-step sign-in required, accepting opens only the set-up of a second step', async () => {
    await sql.query(
      'insert into security_policy (id, require_two_step) values (true, true) on conflict (id) do update set require_two_step = true',
    )
    try {
      await call('POST', '/api/admin/staff', owner, {
        name: 'Naledi',
        email: 'naledi@example.com',
        role: 'office',
      })
      const token = await inviteTokenFor(smtp.messages, 'naledi@example.com')
      const accepted = await accept({ token, password: 'a-good-long-password' })
      expect(accepted.statusCode).toBe(200)
      expect(accepted.json()).toMatchObject({ success: true, pending: 'setup-second-factor' })
      const cookie = accepted.cookies[0]
      const alerts = await call('GET', '/api/admin/alerts', `${cookie?.name}=${cookie?.value}`)
      expect(alerts.statusCode).toBe(401)
    } finally {
      await sql.query('update security_policy set require_two_step = false')
    }
  })

  describe('refused invite tokens (nothing changes)', () => {
    let token: string
    beforeEach(async () => {
      await call('POST', '/api/admin/staff', owner, {
        name: 'Lerato',
        email: 'lerato@example.com',
        role: 'office',
      })
      token = await inviteTokenFor(smtp.messages, 'lerato@example.com')
    })

    it('a reused token', async () => {
      expect((await accept({ token, password: 'first-choice-pass' })).statusCode).toBe(200)
      const before = await accounts()
      const again = await accept({ token, password: 'second-choice-pass' })
      expect(again.statusCode).toBe(410)
      expect(again.json().message).toBe(staffMessages.inviteUsed)
      expect(again.cookies).toHaveLength(0)
      expect(await accounts()).toEqual(before)
    })

    it('an expired token (after 48 hours)', async () => {
      await sql.query("update staff_tokens set expires_at = now() - interval '1 second'")
      const before = await accounts()
      const late = await accept({ token, password: 'a-good-long-password' })
      expect(late.statusCode).toBe(410)
      expect(late.json().message).toBe(staffMessages.inviteExpired)
      expect(await accounts()).toEqual(before)
    })

    it('a withdrawn invite: the account and its token go', async () => {
      const id = (await accounts()).find((a) => a.username === 'lerato@example.com')?.id
      const withdrawn = await call('DELETE', `/api/admin/staff/${id}/invite`, owner)
      expect(withdrawn.statusCode).toBe(200)
      expect((await accounts()).map((a) => a.username)).toEqual(['admin'])
      const response = await accept({ token, password: 'a-good-long-password' })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(staffMessages.inviteInvalid)
    })

    it('a resent invite: the old link stops working, the new one works', async () => {
      const id = (await accounts()).find((a) => a.username === 'lerato@example.com')?.id
      expect((await call('POST', `/api/admin/staff/${id}/invite`, owner)).statusCode).toBe(200)
      const fresh = await inviteTokenFor(smtp.messages.slice(-1), 'lerato@example.com')
      expect(fresh).not.toBe(token)
      expect((await accept({ token, password: 'a-good-long-password' })).statusCode).toBe(400)
      expect((await accept({ token: fresh, password: 'a-good-long-password' })).statusCode).toBe(
        200,
      )
    })

    it.each([
      ['a tampered token', () => `${token.slice(0, -2)}xx`],
      ['a made-up token', () => 'A'.repeat(43)],
    ])('%s', async (_name, tampered) => {
      const before = await accounts()
      const response = await accept({ token: tampered(), password: 'a-good-long-password' })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(staffMessages.inviteInvalid)
      expect(await accounts()).toEqual(before)
    })

    it.each([
      ['7 characters', 'k3#Lm9q', /at least 8 characters/],
      ['a common password', 'iloveyou1', /one of the most common/],
    ])('a password of %s, and the token still works after', async (_name, password, message) => {
      const before = await accounts()
      const response = await accept({ token, password })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(message)
      expect(await accounts()).toEqual(before)
      expect((await accept({ token, password: 'a-good-long-password' })).statusCode).toBe(200)
    })
  })

  it('an e-mail address already used (as an address or a username) is 409', async () => {
    await call('POST', '/api/admin/staff', owner, {
      name: 'A',
      email: 'a@example.com',
      role: 'office',
    })
    await sql.query("update admin_users set username = 'boss@example.com' where username = 'admin'")
    try {
      for (const email of ['A@example.com', 'boss@example.com']) {
        const response = await call('POST', '/api/admin/staff', owner, {
          name: 'B',
          email,
          role: 'office',
        })
        expect(response.statusCode).toBe(409)
        expect(response.json().message).toBe(staffMessages.emailTaken)
      }
    } finally {
      await sql.query(
        "update admin_users set username = 'admin' where username = 'boss@example.com'",
      )
    }
  })

  it('changes a role, locks (ending the sessions) and unlocks, removes (sessions go too)', async () => {
    const office = await addStaff(testApp, owner, smtp.messages, {
      name: 'Office',
      email: 'office1@example.com',
      role: 'office',
    })
    const promoted = await call('PATCH', `/api/admin/staff/${office.id}`, owner, { role: 'owner' })
    expect(promoted.json()).toMatchObject({ role: 'owner', state: 'active' })
    const locked = await call('PATCH', `/api/admin/staff/${office.id}`, owner, { locked: true })
    expect(locked.json()).toMatchObject({ state: 'locked' })
    expect((await call('GET', '/api/admin/alerts', office.cookie)).statusCode).toBe(401)
    const sessions = await sql.query('select 1 from admin_sessions where user_id = $1', [office.id])
    expect(sessions.rowCount).toBe(0)
    const unlocked = await call('PATCH', `/api/admin/staff/${office.id}`, owner, { locked: false })
    expect(unlocked.json()).toMatchObject({ state: 'active' })
    expect((await call('DELETE', `/api/admin/staff/${office.id}`, owner)).statusCode).toBe(200)
    expect((await accounts()).map((a) => a.username)).toEqual(['admin'])
    const kinds = await sql.query(
      'select kind from security_events where subject_name = $1 order by at',
      ['Office'],
    )
    expect(kinds.rows.map((r) => r.kind)).toEqual([
      'invite-sent',
      'role-changed',
      'account-locked',
      'account-unlocked',
      'account-removed',
    ])
  })

  it.each([
    ['remove', 'DELETE', undefined],
    ['demote', 'PATCH', { role: 'office' }],
    ['lock', 'PATCH', { locked: true }],
  ])('the last owner cannot %s themselves: 409, nothing changes', async (_name, method, body) => {
    // An invited owner and a locked owner do not count: neither can sign in.
    await call('POST', '/api/admin/staff', owner, {
      name: 'Later',
      email: 'later@example.com',
      role: 'owner',
    })
    const locked = await addStaff(testApp, owner, smtp.messages, {
      name: 'Locked owner',
      email: 'locked@example.com',
      role: 'owner',
    })
    await call('PATCH', `/api/admin/staff/${locked.id}`, owner, { locked: true })
    const before = await accounts()
    const response = await call(method, `/api/admin/staff/${await adminId()}`, owner, body)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(staffMessages.lastOwner)
    expect(await accounts()).toEqual(before)
  })

  it('two owners demoting each other at the same moment leave one owner', async () => {
    for (let round = 0; round < 5; round++) {
      await sql.query("delete from admin_users where username <> 'admin'")
      await sql.query("update admin_users set role = 'owner'")
      const second = await addStaff(testApp, owner, smtp.messages, {
        name: 'Second owner',
        email: `second${round}@example.com`,
        role: 'owner',
      })
      const [a, b] = await Promise.all([
        call('PATCH', `/api/admin/staff/${second.id}`, owner, { role: 'office' }),
        call('PATCH', `/api/admin/staff/${await adminId()}`, second.cookie, { role: 'office' }),
      ])
      // One wins. The other is refused: 409 when both were checked as owners at once, or 403
      // when the winner had already made its caller an office account.
      const codes = [a.statusCode, b.statusCode].sort()
      expect(codes[0]).toBe(200)
      expect([403, 409]).toContain(codes[1])
      const owners = await sql.query("select 1 from admin_users where role = 'owner'")
      expect(owners.rowCount).toBe(1)
    }
  })

  it('records settings publications in the security log', async () => {
    const settings = (await call('GET', '/api/admin/site-settings', owner)).json()
    const published = await call('PUT', '/api/admin/site-settings', owner, {
      baseVersion: settings.version,
      settings: settings.settings,
    })
    expect(published.statusCode).toBe(200)
    const events = await sql.query(
      "select actor_name, detail from security_events where kind = 'settings-published'",
    )
    expect(events.rows).toEqual([
      { actor_name: 'admin', detail: { version: published.json().version } },
    ])
  })
})
