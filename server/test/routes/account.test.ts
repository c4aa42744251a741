import { mailedLinkMessages } from '@site/contract/account'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggedKinds, putPerson, sessionStatus, signIn } from '../support/account-people.js'
import { testAdmin } from '../support/admin-session.js'
import {
  linkTokenIn,
  MAILED_LINK_URL,
  mailedLinksApp,
  mailedToken,
  mailsTo,
  mailTextTo,
} from '../support/mailed-links.js'
import type { SmtpCapture } from '../support/smtp-capture.js'
import type { TestApp } from '../support/test-app.js'

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

describe('own account', () => {
  let smtp: SmtpCapture
  let testApp: TestApp
  let close = async () => {}
  let password = testAdmin.password

  beforeAll(async () => {
    ;({ smtp, testApp, close } = await mailedLinksApp('thandi@example.com'))
  })
  afterAll(() => close())

  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp.app.inject({ method, url, headers: { cookie }, payload })
  const owner = (userAgent?: string) => signIn(testApp, testAdmin.username, password, userAgent)
  const account = async (cookie: string) => (await call(cookie, 'GET', '/api/admin/account')).json()

  it('shows the account and changes the name', async () => {
    const cookie = await owner()
    expect(await account(cookie)).toMatchObject({
      name: 'Thandi',
      username: 'admin',
      email: 'thandi@example.com',
      role: 'owner',
      hasPassword: true,
      pendingEmail: null,
    })
    const renamed = await call(cookie, 'PATCH', '/api/admin/account/name', { name: '  Thandi M ' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().name).toBe('Thandi M')
    for (const name of ['', 'Thandi\u0000', 'x'.repeat(10_000), 'Line\nbreak']) {
      const errorResponse = await call(cookie, 'PATCH', '/api/admin/account/name', { name })
      expect(errorResponse.statusCode).toBe(400)
    }
    expect((await account(cookie)).name).toBe('Thandi M')
    expect(await loggedKinds(testApp)).toContain('name-changed')
  })

  it('changes the password only with the right current one and a good new one', async () => {
    const cookie = await owner()
    const other = await owner()
    const change = (body: object) => call(cookie, 'POST', '/api/admin/account/password', body)

    const wrong = await change({
      currentPassword: 'not-my-password',
      newPassword: 'brand-new-pass-42',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Your current password is not right.')
    const missing = await change({ newPassword: 'brand-new-pass-42' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('Enter your current password.')
    const short = await change({ currentPassword: password, newPassword: 'abc1234' })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('Choose a password of at least 8 characters.')
    const common = await change({ currentPassword: password, newPassword: 'iloveyou' })
    expect(common.statusCode).toBe(400)
    expect(common.json().message).toMatch(/most common/)
    for (const body of [
      { currentPassword: `${password}\u0000`, newPassword: 'brand-new-pass-42' },
      { currentPassword: password, newPassword: 'brand-new-pass-42\u0000' },
      { currentPassword: 'x'.repeat(10_000), newPassword: 'brand-new-pass-42' },
      { currentPassword: password, newPassword: 'x'.repeat(10_000) },
    ]) {
      expect((await change(body)).statusCode).toBe(400)
    }
    // None of those changed anything.
    expect(await sessionStatus(testApp, other)).toBe(200)
    await owner()

    // A reset link asked for before the change stops working with it.
    const seen = mailsTo(smtp.messages, 'thandi@example.com').length
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'thandi@example.com' },
    })
    const resetToken = await mailedToken(smtp.messages, 'thandi@example.com', 'reset-password', {
      seen,
    })

    const changed = await change({ currentPassword: password, newPassword: 'brand-new-pass-42' })
    expect(changed.statusCode).toBe(200)
    password = 'brand-new-pass-42'
    const lateReset = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: resetToken, password: 'someone-elses-pass-1' },
    })
    expect(lateReset.statusCode).toBe(400)
    // The other sessions end; this one stays.
    expect(await sessionStatus(testApp, other)).toBe(401)
    expect(await sessionStatus(testApp, cookie)).toBe(200)
    await owner()
    expect(await loggedKinds(testApp)).toContain('password-changed')
  })

  it('limits wrong current passwords per account (429)', async () => {
    await testApp.app.pool.query("delete from rate_limits where key like 'account:%'")
    const cookie = await owner()
    const statuses: number[] = []
    for (let i = 0; i < 12; i += 1) {
      const response = await call(cookie, 'POST', '/api/admin/account/password', {
        currentPassword: `wrong-${i}`,
        newPassword: 'never-used-pass-1',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses.slice(10)).toEqual([429, 429])
    await testApp.app.pool.query("delete from rate_limits where key like 'account:%'")
  })

  describe('a new e-mail address', () => {
    const tokenIn = (text: string) => linkTokenIn(text, 'confirm-email', MAILED_LINK_URL)
    const confirm = (token: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/email-change/confirm',
        payload: { token },
      })
    const countTo = (email: string) => mailsTo(smtp.messages, email).length

    it('changes only when the link sent to it is opened, once; the old address is told', async () => {
      const cookie = await owner()
      const seenNew = countTo('thandi.new@example.com')
      const seenOld = countTo('thandi@example.com')
      const asked = await call(cookie, 'POST', '/api/admin/account/email', {
        email: 'Thandi.New@Example.com',
        currentPassword: password,
      })
      expect(asked.statusCode).toBe(200)
      expect(asked.json()).toMatchObject({
        email: 'thandi@example.com',
        pendingEmail: 'thandi.new@example.com',
      })
      const token = tokenIn(await mailTextTo(smtp.messages, 'thandi.new@example.com', seenNew))
      expect(await mailTextTo(smtp.messages, 'thandi@example.com', seenOld)).toMatch(
        /thandi\.new@example\.com/,
      )

      const confirmed = await confirm(token)
      expect(confirmed.statusCode).toBe(200)
      expect((await account(cookie)).email).toBe('thandi.new@example.com')
      const again = await confirm(token)
      expect(again.statusCode).toBe(410)
      expect(again.json().message).toBe(mailedLinkMessages.emailUsed)
      expect(await loggedKinds(testApp)).toContain('email-changed')
    })

    it('refuses an expired or tampered link, a taken address and bad input', async () => {
      const cookie = await owner()
      const seen = countTo('thandi.other@example.com')
      await call(cookie, 'POST', '/api/admin/account/email', {
        email: 'thandi.other@example.com',
        currentPassword: password,
      })
      const token = tokenIn(await mailTextTo(smtp.messages, 'thandi.other@example.com', seen))
      const tampered = await confirm(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)
      expect(tampered.statusCode).toBe(400)
      expect(tampered.json().message).toBe(mailedLinkMessages.emailInvalid)
      await testApp.app.pool.query(
        "update staff_tokens set expires_at = now() - interval '1 second' where purpose = 'email-change' and used_at is null",
      )
      const expired = await confirm(token)
      expect(expired.statusCode).toBe(410)
      expect(expired.json().message).toBe(mailedLinkMessages.emailExpired)
      expect((await account(cookie)).email).toBe('thandi.new@example.com')

      await putPerson(testApp, { username: 'sipho', email: 'sipho@example.com' })
      const taken = await call(cookie, 'POST', '/api/admin/account/email', {
        email: 'sipho@example.com',
        currentPassword: password,
      })
      expect(taken.statusCode).toBe(409)
      const wrong = await call(cookie, 'POST', '/api/admin/account/email', {
        email: 'thandi.third@example.com',
        currentPassword: 'not-it-at-all',
      })
      expect(wrong.statusCode).toBe(400)
      for (const body of [
        { email: 'thandi\u0000@example.com', currentPassword: password },
        { email: `${'x'.repeat(10_000)}@example.com`, currentPassword: password },
        { email: 'not an address', currentPassword: password },
      ]) {
        expect((await call(cookie, 'POST', '/api/admin/account/email', body)).statusCode).toBe(400)
      }
      for (const token of ['x\u0000', 'x'.repeat(10_000), '']) {
        expect((await confirm(token)).statusCode).toBe(400)
      }
      expect((await account(cookie)).email).toBe('thandi.new@example.com')
    })
  })

  describe('sessions', () => {
    it('lists them with device and browser, this one marked, and ends one or all others', async () => {
      const phone = await owner(ANDROID)
      await call(phone, 'POST', '/api/admin/account/sessions/end-others')
      const iphone = await owner(IPHONE)
      // The User-Agent as sign-in stores it (independent of how sign-in does it).
      await testApp.app.pool.query(
        'update admin_sessions set user_agent = $1 where created_at = (select max(created_at) from admin_sessions)',
        [IPHONE],
      )
      const listed = await call(phone, 'GET', '/api/admin/account/sessions')
      expect(listed.statusCode).toBe(200)
      const sessions = listed.json().sessions as { id: string; device: string; current: boolean }[]
      const mine = sessions.filter((session) => session.current)
      expect(mine).toHaveLength(1)
      expect(sessions.map((session) => session.device)).toContain('Safari on iPhone')
      const other = sessions.find((session) => session.device === 'Safari on iPhone')
      if (!other) throw new Error('no iPhone session')

      const ended = await call(phone, 'DELETE', `/api/admin/account/sessions/${other.id}`)
      expect(ended.statusCode).toBe(200)
      expect(await sessionStatus(testApp, iphone)).toBe(401)
      expect(await sessionStatus(testApp, phone)).toBe(200)

      const laptop = await owner()
      const everywhere = await call(phone, 'POST', '/api/admin/account/sessions/end-others')
      expect(everywhere.json()).toMatchObject({ success: true, ended: 1 })
      expect(await sessionStatus(testApp, laptop)).toBe(401)
      expect(await sessionStatus(testApp, phone)).toBe(200)
      expect(await loggedKinds(testApp)).toEqual(
        expect.arrayContaining(['session-ended', 'sign-out-everywhere']),
      )
    })

    it('refuses to end another person’s session by its id, and it goes on working', async () => {
      await putPerson(testApp, {
        username: 'lerato',
        email: 'lerato@example.com',
        password: 'lerato-long-password',
      })
      const lerato = await signIn(testApp, 'lerato', 'lerato-long-password')
      const [session] = (await call(lerato, 'GET', '/api/admin/account/sessions')).json().sessions
      const cookie = await owner()
      const errorResponse = await call(
        cookie,
        'DELETE',
        `/api/admin/account/sessions/${session.id}`,
      )
      expect(errorResponse.statusCode).toBe(404)
      expect(errorResponse.json().message).toBe(
        'This session is not one of yours, or it has already ended.',
      )
      expect(await sessionStatus(testApp, lerato)).toBe(200)
      const bad = await call(cookie, 'DELETE', '/api/admin/account/sessions/not-an-id')
      expect(bad.statusCode).toBe(400)
    })

    it('opens nothing without a session', async () => {
      for (const [method, url] of [
        ['GET', '/api/admin/account'],
        ['GET', '/api/admin/account/sessions'],
        ['POST', '/api/admin/account/sessions/end-others'],
      ] as const) {
        expect((await testApp.app.inject({ method, url })).statusCode).toBe(401)
      }
    })
  })
})
