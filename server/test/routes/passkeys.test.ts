import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { putPerson, signIn } from '../support/account-people.js'
import { loginAsAdmin } from '../support/admin-session.js'
import { type SoftwarePasskey, softwarePasskey } from '../support/software-passkey.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const PASSKEY_ERROR = 'This passkey could not be used to sign in.'

describe('passkeys: register, list, rename, remove, sign in with one alone', () => {
  let testApp: TestApp
  let site: { rpId: string; origin: string }

  beforeAll(async () => {
    testApp = await buildTestApp()
    site = { rpId: testApp.app.twoStep.rpId, origin: testApp.app.twoStep.origin }
  })
  afterAll(() => testApp?.close())
  beforeEach(async () => {
    await testApp.app.pool.query('delete from rate_limits')
  })

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...(cookie && { cookie }), ...headers },
      ...(payload !== undefined && { payload: payload as object }),
      ...(remoteAddress && { remoteAddress }),
    })

  /** Registers `key` for the person signed in with `cookie`. */
  async function register(key: SoftwarePasskey, cookie: string, name?: string) {
    const options = await call('POST', '/api/auth/passkeys/options', cookie)
    expect(options.statusCode).toBe(200)
    const response = key.register(options.json())
    return call('POST', '/api/auth/passkeys', cookie, { name, response }, { 'user-agent': IPHONE })
  }

  async function passkeySignIn(
    key: SoftwarePasskey,
    overrides: Parameters<SoftwarePasskey['assert']>[1] = {},
    remoteAddress?: string,
  ) {
    const options = await call('POST', '/api/auth/passkey-sign-in/options')
    expect(options.statusCode).toBe(200)
    const response = key.assert(options.json().challenge, overrides)
    return call('POST', '/api/auth/passkey-sign-in', undefined, { response }, {}, remoteAddress)
  }

  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies[0]
    return cookie ? `${cookie.name}=${cookie.value}` : ''
  }
  const passkeyCount = async () =>
    Number((await testApp.app.pool.query('select count(*) from passkeys')).rows[0].count)

  it('registers a passkey named after the device, lists, renames it, signs in with it alone', async () => {
    const cookie = await loginAsAdmin(testApp)
    const key = softwarePasskey(site)
    const added = await register(key, cookie)
    expect(added.statusCode).toBe(201)

    const methods = await call('GET', '/api/auth/sign-in-methods', cookie)
    expect(methods.json()).toMatchObject({
      passkeys: [{ name: 'iPhone', lastUsedAt: null }],
      authenticator: false,
      hasPassword: true,
    })
    const id = methods.json().passkeys[0].id
    expect(
      (await call('PATCH', `/api/auth/passkeys/${id}`, cookie, { name: 'Work phone' })).statusCode,
    ).toBe(200)

    const signedIn = await passkeySignIn(key)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toEqual({ success: true, username: 'admin', role: 'owner' })
    const who = await call('GET', '/api/auth/session', cookieOf(signedIn))
    expect(who.json()).toMatchObject({ authenticated: true, username: 'admin' })

    const after = await call('GET', '/api/auth/sign-in-methods', cookie)
    expect(after.json().passkeys[0]).toMatchObject({ name: 'Work phone' })
    expect(after.json().passkeys[0].lastUsedAt).not.toBeNull()

    const log = await testApp.app.pool.query(
      "select kind, detail from security_events where kind in ('passkey-added', 'sign-in') order by at",
    )
    expect(log.rows.map((row) => [row.kind, row.detail.method ?? row.detail.name])).toEqual(
      expect.arrayContaining([
        ['passkey-added', 'iPhone'],
        ['sign-in', 'passkey'],
      ]),
    )
    await call('DELETE', `/api/auth/passkeys/${id}`, cookie)
  })

  it('refuses an assertion for another origin, another RP ID, without user verification or with a lowered counter', async () => {
    const cookie = await loginAsAdmin(testApp)
    const key = softwarePasskey(site)
    expect((await register(key, cookie)).statusCode).toBe(201)
    expect((await passkeySignIn(key, { counter: 5 })).statusCode).toBe(200)

    const errorCases = [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
      { counter: 5 },
      { counter: 3 },
      { type: 'webauthn.create' },
    ]
    for (const overrides of errorCases) {
      const errorResponse = await passkeySignIn(key, overrides)
      expect(errorResponse.statusCode, JSON.stringify(overrides)).toBe(401)
      expect(errorResponse.json()).toEqual({ success: false, message: PASSKEY_ERROR })
      expect(errorResponse.cookies).toEqual([])
    }
    const stored = await testApp.app.pool.query(
      'select counter from passkeys where credential_id = $1',
      [key.id],
    )
    expect(Number(stored.rows[0].counter)).toBe(5)
    // The right one still works afterwards.
    expect((await passkeySignIn(key, { counter: 6 })).statusCode).toBe(200)
    await testApp.app.pool.query('delete from passkeys')
  })

  it('refuses a challenge used twice, or one it never made', async () => {
    const cookie = await loginAsAdmin(testApp)
    const key = softwarePasskey(site)
    expect((await register(key, cookie)).statusCode).toBe(201)
    const options = await call('POST', '/api/auth/passkey-sign-in/options')
    const { challenge } = options.json()
    const first = await call('POST', '/api/auth/passkey-sign-in', undefined, {
      response: key.assert(challenge),
    })
    expect(first.statusCode).toBe(200)
    const again = await call('POST', '/api/auth/passkey-sign-in', undefined, {
      response: key.assert(challenge),
    })
    expect(again.statusCode).toBe(401)
    const made = await call('POST', '/api/auth/passkey-sign-in', undefined, {
      response: key.assert(Buffer.from('not-from-the-server').toString('base64url')),
    })
    expect(made.statusCode).toBe(401)
    await testApp.app.pool.query('delete from passkeys')
  })

  it('refuses a removed passkey and a locked account', async () => {
    const cookie = await loginAsAdmin(testApp)
    const removed = softwarePasskey(site)
    expect((await register(removed, cookie, 'Old phone')).statusCode).toBe(201)
    const [row] = (await call('GET', '/api/auth/sign-in-methods', cookie)).json().passkeys
    expect((await call('DELETE', `/api/auth/passkeys/${row.id}`, cookie)).statusCode).toBe(200)
    expect(await passkeyCount()).toBe(0)
    expect((await passkeySignIn(removed)).statusCode).toBe(401)

    const lockedId = await putPerson(testApp, {
      username: 'sipho',
      email: 'sipho@example.com',
      password: 'sipho-long-password-1',
    })
    const siphoCookie = await signIn(testApp, 'sipho', 'sipho-long-password-1')
    const siphoKey = softwarePasskey(site)
    expect((await register(siphoKey, siphoCookie)).statusCode).toBe(201)
    await testApp.app.pool.query('update admin_users set locked_at = now() where id = $1', [
      lockedId,
    ])
    const locked = await passkeySignIn(siphoKey)
    expect(locked.statusCode).toBe(401)
    expect(locked.cookies).toEqual([])
    const log = await testApp.app.pool.query(
      "select actor_name from security_events where kind = 'sign-in-failed' and detail->>'method' = 'passkey'",
    )
    expect(log.rows.map((r) => r.actor_name)).toContain('sipho')
  })

  it('refuses a registration made for another origin or RP ID, or without user verification', async () => {
    const cookie = await loginAsAdmin(testApp)
    const before = await passkeyCount()
    for (const overrides of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const options = await call('POST', '/api/auth/passkeys/options', cookie)
      const response = softwarePasskey(site).register(options.json(), overrides)
      const errorResponse = await call('POST', '/api/auth/passkeys', cookie, { response })
      expect(errorResponse.statusCode, JSON.stringify(overrides)).toBe(400)
    }
    expect(await passkeyCount()).toBe(before)
    // Nobody signed in: no passkey can be added.
    const options = await call('POST', '/api/auth/passkeys/options')
    expect(options.statusCode).toBe(401)
  })

  it('asks a person with a passkey for it after the password: the passkey finishes the sign-in', async () => {
    const cookie = await loginAsAdmin(testApp)
    const key = softwarePasskey(site)
    expect((await register(key, cookie)).statusCode).toBe(201)

    const password = await call('POST', '/api/auth/login', undefined, {
      username: 'admin',
      password: 'test-admin-password',
    })
    expect(password.json()).toMatchObject({
      success: true,
      pending: 'second-factor',
      methods: { authenticator: false, passkey: true },
      message: 'Confirm with your passkey to finish signing in.',
    })
    const halfway = cookieOf(password)
    expect((await call('GET', '/api/admin/account', halfway)).statusCode).toBe(401)

    const options = await call('POST', '/api/auth/passkey-sign-in/options')
    const done = await call('POST', '/api/auth/passkey-sign-in', halfway, {
      response: key.assert(options.json().challenge),
    })
    expect(done.json()).toEqual({ success: true, username: 'admin', role: 'owner' })
    expect((await call('GET', '/api/admin/account', cookieOf(done))).statusCode).toBe(200)
    // The half-way session ended with it.
    expect((await call('GET', '/api/auth/session', halfway)).json()).toEqual({
      authenticated: false,
    })
    await testApp.app.pool.query('delete from passkeys where credential_id = $1', [key.id])
  })

  it('lets someone with passkeys only (no password) sign in with one', async () => {
    const id = await putPerson(testApp, {
      username: 'lerato@example.com',
      email: 'lerato@example.com',
    })
    // Their first passkey, registered while signed in (as an accepted invite would be).
    const cookie = await signInAs(id)
    const key = softwarePasskey(site)
    expect((await register(key, cookie)).statusCode).toBe(201)
    const signedIn = await passkeySignIn(key)
    expect(signedIn.json()).toEqual({
      success: true,
      username: 'lerato@example.com',
      role: 'office',
    })
  })

  it('limits passkey sign-ins per address like the login', async () => {
    const key = softwarePasskey(site)
    const address = '192.0.2.77'
    const { perAddress } = testApp.app.twoStep.passkeyLimits
    for (let i = 0; i < perAddress; i++) {
      expect((await passkeySignIn(key, {}, address)).statusCode).toBe(401)
    }
    const options = await call('POST', '/api/auth/passkey-sign-in/options')
    const response = key.assert(options.json().challenge)
    const limited = await call(
      'POST',
      '/api/auth/passkey-sign-in',
      undefined,
      { response },
      {},
      address,
    )
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    expect((await passkeySignIn(key, {}, '192.0.2.78')).statusCode).toBe(401)
    // Asking for options is counted too: each keeps a challenge for 5 minutes.
    await testApp.app.pool.query('delete from rate_limits')
    const { optionsPerAddress } = testApp.app.twoStep.passkeyLimits
    for (let i = 0; i < optionsPerAddress; i++) {
      const asked = await call(
        'POST',
        '/api/auth/passkey-sign-in/options',
        undefined,
        undefined,
        {},
        address,
      )
      expect(asked.statusCode).toBe(200)
    }
    const tooMany = await call(
      'POST',
      '/api/auth/passkey-sign-in/options',
      undefined,
      undefined,
      {},
      address,
    )
    expect(tooMany.statusCode).toBe(429)
  })

  it('refuses U+0000 and 10,000 characters in every field', async () => {
    const cookie = await loginAsAdmin(testApp)
    const before = await passkeyCount()
    const options = await call('POST', '/api/auth/passkeys/options', cookie)
    const good = softwarePasskey(site).register(options.json())
    const long = 'a'.repeat(10_000)
    const bad = [
      { name: 'Phone\u0000', response: good },
      { name: long, response: good },
      { response: { ...good, id: long, rawId: long } },
      { response: { ...good, id: 'a\u0000' } },
      { response: { ...good, response: { ...good.response, clientDataJSON: long } } },
      {
        response: {
          ...good,
          response: { ...good.response, attestationObject: 'x'.repeat(20_000) },
        },
      },
      { response: { ...good, response: { ...good.response, transports: [long] } } },
    ]
    for (const payload of bad) {
      expect((await call('POST', '/api/auth/passkeys', cookie, payload)).statusCode).toBe(400)
    }
    expect(await passkeyCount()).toBe(before)

    const assertion = softwarePasskey(site).assert('abc')
    const badSignIns = [
      { response: { ...assertion, id: long } },
      { response: { ...assertion, id: '\u0000' } },
      { response: { ...assertion, response: { ...assertion.response, signature: long } } },
      { response: { ...assertion, response: { ...assertion.response, userHandle: '\u0000' } } },
    ]
    for (const payload of badSignIns) {
      expect((await call('POST', '/api/auth/passkey-sign-in', undefined, payload)).statusCode).toBe(
        400,
      )
    }
    const rename = await call(
      'PATCH',
      '/api/auth/passkeys/00000000-0000-4000-8000-000000000000',
      cookie,
      { name: long },
    )
    expect(rename.statusCode).toBe(400)
  })

  /** A session for a person without a password (as accepting an invite with a passkey would give). */
  async function signInAs(userId: string): Promise<string> {
    const { startSession } = await import('../../src/staff-auth/admin-sessions.js')
    const token = await startSession(testApp.app.db, userId, testApp.app.auth.policy)
    return `${testApp.app.auth.cookieName}=${token}`
  }
})
