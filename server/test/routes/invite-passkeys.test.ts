import { staffMessages } from '@site/contract/staff'
import { twoStepMessages } from '@site/contract/two-step'
import type pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { mailingTestApp } from '../support/mailing-test-app.js'
import { parseMail } from '../support/mime.js'
import type { SmtpCapture } from '../support/smtp-capture.js'
import { type SoftwarePasskey, softwarePasskey } from '../support/software-passkey.js'
import { inviteTokenFor } from '../support/staff.js'
import type { TestApp } from '../support/test-app.js'

const PIXEL =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const NOT_SAVED = twoStepMessages.passkeyNotSaved

describe('accepting an invite with a passkey instead of a password', () => {
  let testApp: TestApp
  let smtp: SmtpCapture
  let close = async () => {}
  /** The app's own connections, for setting rows up and reading them back. */
  let sql: pg.Pool
  let owner: string
  let site: { rpId: string; origin: string }
  let token: string

  beforeAll(async () => {
    ;({ smtp, testApp, close } = await mailingTestApp({ env: { MAIL_TO: 'office@site.test' } }))
    site = { rpId: testApp.app.twoStep.rpId, origin: testApp.app.twoStep.origin }
    sql = testApp.app.pool
  })
  afterAll(() => close())
  beforeEach(async () => {
    await sql.query("delete from admin_users where username <> 'admin'")
    await sql.query('delete from passkeys')
    await sql.query('delete from webauthn_challenges')
    await sql.query('delete from rate_limits')
    await sql.query('delete from security_events')
    owner = await loginAsAdmin(testApp)
    const invited = await call('POST', '/api/admin/staff', owner, {
      name: 'Naledi Mokoena',
      email: 'naledi@example.com',
      role: 'office',
    })
    expect(invited.statusCode).toBe(201)
    token = await inviteTokenFor(smtp.messages, 'naledi@example.com')
  })

  it('the invite mail offers a passkey as well as a password', async () => {
    const mail = smtp.messages.findLast((message) => message.to.includes('naledi@example.com'))
    expect(parseMail(mail?.raw ?? '').text).toContain(
      'choose your password (or use a passkey instead) and sign in',
    )
  })

  function call(method: string, url: string, cookie?: string, payload?: unknown) {
    return testApp.app.inject({
      method: method as 'POST',
      url,
      headers: { 'user-agent': PIXEL, ...(cookie && { cookie }) },
      ...(payload !== undefined && { payload: payload as object }),
    })
  }
  const options = (invite = token) =>
    call('POST', '/api/auth/invites/passkey-options', undefined, { token: invite })
  const acceptWith = (payload: unknown) =>
    call('POST', '/api/auth/invites/accept-passkey', undefined, payload)

  /** The browser's prompt answered by `key` for the options the invite link gets. */
  async function registration(
    key: SoftwarePasskey,
    overrides: Parameters<SoftwarePasskey['register']>[1] = {},
  ) {
    const made = await options()
    expect(made.statusCode).toBe(200)
    return key.register(made.json(), overrides)
  }
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies[0]
    return cookie ? `${cookie.name}=${cookie.value}` : ''
  }
  /** The invited account, its passkeys and tokens: what an error must leave alone. */
  const snapshot = async () =>
    (
      await sql.query(
        `select (select json_agg(u order by u.username) from admin_users u) as users,
                (select json_agg(t order by t.id) from staff_tokens t) as tokens,
                (select count(*) from passkeys) as passkeys,
                (select count(*) from admin_sessions) as sessions,
                (select count(*) from security_events
                  where kind in ('invite-accepted', 'passkey-added', 'sign-in')) as events`,
      )
    ).rows[0]
  const naledi = async () =>
    (
      await sql.query(
        "select id, password_hash, invited_at from admin_users where email = 'naledi@example.com'",
      )
    ).rows[0]

  it('accepts with a passkey alone: signed in, no password, logged; later signs in with the passkey', async () => {
    const key = softwarePasskey(site)
    const response = await registration(key)
    // Asking for the options does not use the link up.
    expect((await call('POST', '/api/auth/invites/look', undefined, { token })).statusCode).toBe(
      200,
    )

    const accepted = await acceptWith({ token, response })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({
      success: true,
      username: 'naledi@example.com',
      role: 'office',
    })
    const session = await call('GET', '/api/auth/session', cookieOf(accepted))
    expect(session.json()).toMatchObject({ authenticated: true, username: 'naledi@example.com' })
    expect(await naledi()).toMatchObject({ password_hash: null, invited_at: null })

    const methods = await call('GET', '/api/auth/sign-in-methods', cookieOf(accepted))
    expect(methods.json()).toMatchObject({
      passkeys: [{ name: 'Android phone' }],
      hasPassword: false,
    })
    const log = await sql.query(
      "select kind, detail from security_events where actor_id = $1 and kind in ('invite-accepted', 'passkey-added', 'sign-in') order by at, kind",
      [(await naledi()).id],
    )
    expect(log.rows).toEqual([
      { kind: 'invite-accepted', detail: { method: 'passkey' } },
      { kind: 'passkey-added', detail: { name: 'Android phone' } },
      { kind: 'sign-in', detail: { method: 'passkey' } },
    ])

    // The link is spent.
    const again = await acceptWith({ token, response: await key.register({ challenge: 'x' }) })
    expect(again.statusCode).toBe(410)
    expect(again.json().message).toBe(staffMessages.inviteUsed)

    // Signing in again: the passkey alone.
    const signInOptions = await call('POST', '/api/auth/passkey-sign-in/options')
    const assertion = key.assert(signInOptions.json().challenge)
    const signedIn = await call('POST', '/api/auth/passkey-sign-in', undefined, {
      response: assertion,
    })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toMatchObject({ success: true, username: 'naledi@example.com' })

    // Without a password, the only passkey cannot be removed: nothing would sign her in.
    const [only] = methods.json().passkeys as Array<{ id: string }>
    const removed = await call('DELETE', `/api/auth/passkeys/${only?.id}`, cookieOf(signedIn))
    expect(removed.statusCode).toBe(409)
    expect(removed.json().message).toBe(twoStepMessages.onlyWayIn)
    const still = await call('GET', '/api/auth/sign-in-methods', cookieOf(signedIn))
    expect(still.json().passkeys).toHaveLength(1)
  })

  it('a passkey-only account gets a password later from a reset link', async () => {
    const accepted = await acceptWith({
      token,
      response: await registration(softwarePasskey(site)),
    })
    expect(accepted.statusCode).toBe(200)
    const login = { username: 'naledi@example.com', password: 'naledi-long-password-5' }
    expect((await call('POST', '/api/auth/login', undefined, login)).statusCode).toBe(401)
    const seen = smtp.messages.length
    const asked = await call('POST', '/api/auth/password-reset', undefined, {
      email: 'naledi@example.com',
    })
    expect(asked.statusCode).toBe(200)
    let resetToken = ''
    await vi.waitFor(
      () => {
        const mail = smtp.messages.slice(seen).find((m) => m.to.includes('naledi@example.com'))
        const found = /\/admin-portal\/reset-password#([\w-]+)/.exec(
          parseMail(mail?.raw ?? '').text,
        )
        expect(found).not.toBeNull()
        resetToken = found?.[1] ?? ''
      },
      { timeout: 5000 },
    )
    const confirmed = await call('POST', '/api/auth/password-reset/confirm', undefined, {
      token: resetToken,
      password: login.password,
    })
    expect(confirmed.statusCode).toBe(200)
    expect((await naledi()).password_hash).not.toBeNull()
    // The password is right; having a passkey, the sign-in then asks for it as the second step.
    const signedIn = await call('POST', '/api/auth/login', undefined, login)
    expect(signedIn.statusCode).toBe(200)
  })

  it('with two-step sign-in required, the passkey is the second step: the session is full', async () => {
    await sql.query(
      `insert into security_policy (id, require_two_step) values (true, true)
       on conflict (id) do update set require_two_step = true`,
    )
    try {
      const key = softwarePasskey(site)
      const accepted = await acceptWith({
        token,
        name: 'My phone',
        response: await registration(key),
      })
      expect(accepted.statusCode).toBe(200)
      expect(accepted.json()).toMatchObject({ success: true })
      const pending = await sql.query('select pending from admin_sessions order by created_at desc')
      expect(pending.rows[0].pending).toBeNull()
      const alerts = await call('GET', '/api/admin/alerts', cookieOf(accepted))
      expect(alerts.statusCode).toBe(200)
      const names = await sql.query('select name from passkeys')
      expect(names.rows).toEqual([{ name: 'My phone' }])
    } finally {
      await sql.query('update security_policy set require_two_step = false')
    }
  })

  describe('refused links: the same responses as the password path, nothing changes', () => {
    /** Both steps, the options and the acceptance, refuse `link` and sign nobody in. */
    async function expectBothRejected(
      link: string,
      response: unknown,
      status: number,
      message: string,
    ) {
      for (const result of [await options(link), await acceptWith({ token: link, response })]) {
        expect(result.statusCode).toBe(status)
        expect(result.json().message).toBe(message)
        expect(result.cookies).toHaveLength(0)
      }
    }

    it('a used link (accepted with a password)', async () => {
      const response = await registration(softwarePasskey(site))
      const withPassword = await call('POST', '/api/auth/invites/accept', undefined, {
        token,
        password: 'a-good-long-password',
      })
      expect(withPassword.statusCode).toBe(200)
      const before = await snapshot()
      await expectBothRejected(token, response, 410, staffMessages.inviteUsed)
      expect(await snapshot()).toEqual(before)
    })

    it('an expired link', async () => {
      const response = await registration(softwarePasskey(site))
      await sql.query("update staff_tokens set expires_at = now() - interval '1 second'")
      const before = await snapshot()
      await expectBothRejected(token, response, 410, staffMessages.inviteExpired)
      expect(await snapshot()).toEqual(before)
    })

    it('a withdrawn invite', async () => {
      const response = await registration(softwarePasskey(site))
      const { id } = await naledi()
      expect((await call('DELETE', `/api/admin/staff/${id}/invite`, owner)).statusCode).toBe(200)
      const before = await snapshot()
      await expectBothRejected(token, response, 400, staffMessages.inviteInvalid)
      expect(await snapshot()).toEqual(before)
    })

    it('an invited account locked meanwhile', async () => {
      const response = await registration(softwarePasskey(site))
      await sql.query("update admin_users set locked_at = now() where email = 'naledi@example.com'")
      const before = await snapshot()
      await expectBothRejected(token, response, 400, staffMessages.inviteInvalid)
      // The acceptance used the link up, and nothing else changed.
      const after = await snapshot()
      expect({ ...after, tokens: null }).toEqual({ ...before, tokens: null })
    })

    it('a tampered link', async () => {
      const response = await registration(softwarePasskey(site))
      const tampered = `${token.slice(0, -2)}xx`
      const before = await snapshot()
      await expectBothRejected(tampered, response, 400, staffMessages.inviteInvalid)
      expect(await snapshot()).toEqual(before)
    })
  })

  describe('a registration that does not check out: 400, the link still works after', () => {
    async function rejectedThenAccepted(response: unknown) {
      const before = await snapshot()
      const errorResponse = await acceptWith({ token, response })
      expect(errorResponse.statusCode).toBe(400)
      expect(errorResponse.json().message).toBe(NOT_SAVED)
      expect(errorResponse.cookies).toHaveLength(0)
      expect(await snapshot()).toEqual(before)
      const good = await acceptWith({ token, response: await registration(softwarePasskey(site)) })
      expect(good.statusCode).toBe(200)
    }

    it('made for another origin', async () => {
      const key = softwarePasskey(site)
      await rejectedThenAccepted(await registration(key, { origin: 'https://evil.example' }))
    })

    it('made for another RP ID', async () => {
      const key = softwarePasskey(site)
      await rejectedThenAccepted(await registration(key, { rpId: 'evil.example' }))
    })

    it('answering a challenge made for someone else (the owner’s Account panel)', async () => {
      const ownersOptions = await call('POST', '/api/auth/passkeys/options', owner)
      expect(ownersOptions.statusCode).toBe(200)
      await options()
      const key = softwarePasskey(site)
      await rejectedThenAccepted(key.register(ownersOptions.json()))
    })

    it('answering a challenge the server never made', async () => {
      await options()
      const key = softwarePasskey(site)
      await rejectedThenAccepted(key.register({ challenge: 'bm90LWEtcmVhbC1jaGFsbGVuZ2U' }))
    })
  })

  describe.each([
    ['U+0000', (ok: string) => `${ok}\u0000`],
    ['10,000 characters', (ok: string) => ok.padEnd(10_000, 'x')],
  ])('%s in every field: 400, nothing changes, the link still works', (_name, spoil) => {
    type Good = { token: string; name: string; response: ReturnType<SoftwarePasskey['register']> }
    const fields: [string, (good: Good) => unknown][] = [
      ['token', (good) => ({ ...good, token: spoil(good.token) })],
      ['name', (good) => ({ ...good, name: spoil(good.name) })],
      [
        'response.id',
        (good) => ({ ...good, response: { ...good.response, id: spoil(good.response.id) } }),
      ],
      [
        'response.rawId',
        (good) => ({ ...good, response: { ...good.response, rawId: spoil(good.response.rawId) } }),
      ],
      [
        'response.type',
        (good) => ({ ...good, response: { ...good.response, type: spoil(good.response.type) } }),
      ],
      [
        'response.authenticatorAttachment',
        (good) => ({
          ...good,
          response: { ...good.response, authenticatorAttachment: spoil('platform') },
        }),
      ],
      ...(['clientDataJSON', 'attestationObject'] as const).map(
        (field): [string, (good: Good) => unknown] => [
          `response.response.${field}`,
          (good) => ({
            ...good,
            response: {
              ...good.response,
              response: {
                ...good.response.response,
                [field]: spoil(good.response.response[field]),
              },
            },
          }),
        ],
      ),
      [
        'response.response.transports',
        (good) => ({
          ...good,
          response: {
            ...good.response,
            response: { ...good.response.response, transports: [spoil('internal')] },
          },
        }),
      ],
    ]

    it.each(fields)('%s', async (_field, spoilt) => {
      const good = { token, name: 'Phone', response: await registration(softwarePasskey(site)) }
      const before = await snapshot()
      const errorResponse = await acceptWith(spoilt(good))
      expect(errorResponse.statusCode).toBe(400)
      expect(errorResponse.cookies).toHaveLength(0)
      expect(await snapshot()).toEqual(before)
      expect((await acceptWith(good)).statusCode).toBe(200)
    })

    it('the options call’s token', async () => {
      const before = await snapshot()
      const errorResponse = await options(spoil(token))
      expect(errorResponse.statusCode).toBe(400)
      expect(await snapshot()).toEqual(before)
      expect(
        (await sql.query('select count(*) from webauthn_challenges where user_id is not null'))
          .rows[0].count,
      ).toBe('0')
    })
  })

  it.each([
    ['passkey-options', () => ({ token: 'guess' })],
    [
      'accept-passkey',
      () => ({ token: 'guess', response: softwarePasskey(site).register({ challenge: 'x' }) }),
    ],
  ])('%s is rate limited per address, with the invite calls', async (path, body) => {
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      statuses.push((await call('POST', `/api/auth/invites/${path}`, undefined, body())).statusCode)
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
  })
})
