import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { totpCode, totpStep } from '../../src/two-step/totp.js'
import { loggedKinds, putPerson, signIn } from '../support/account-people.js'
import { loginAsAdmin, testAdmin } from '../support/admin-session.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const WRONG_CODE = 'That code is not right. Check the time on your phone and try the newest code.'
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

describe('authenticator app, recovery codes and the second step of a sign-in', () => {
  let testApp: TestApp
  let secret = ''
  let recovery: string[] = []

  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp?.close())
  beforeEach(async () => {
    await testApp.app.pool.query('delete from rate_limits')
  })

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
    remoteAddress?: string,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...(cookie && { cookie }), 'user-agent': CHROME_ANDROID },
      ...(payload !== undefined && { payload: payload as object }),
      ...(remoteAddress && { remoteAddress }),
    })
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies[0]
    return cookie ? `${cookie.name}=${cookie.value}` : ''
  }
  /** The code `offset` steps from now (the server accepts one step either way). */
  const code = (offset = 0) => totpCode(secret, totpStep(Date.now()) + offset)
  /** Lets the next test use this step's codes again (the server refuses a step used before). */
  const forgetLastStep = () =>
    testApp.app.pool.query('update admin_users set totp_last_step = null')
  const login = (remoteAddress?: string) =>
    call('POST', '/api/auth/login', undefined, testAdmin, remoteAddress)

  it('sets up the authenticator: a QR code and the secret, a code confirms it, 10 recovery codes once', async () => {
    const cookie = await loginAsAdmin(testApp)
    const setup = await call('POST', '/api/auth/authenticator/setup', cookie)
    expect(setup.statusCode).toBe(200)
    const body = setup.json()
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`)
    expect(body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    secret = body.secret

    const stored = await testApp.app.pool.query(
      'select totp_secret from admin_users where username = $1',
      ['admin'],
    )
    expect(stored.rows[0].totp_secret).not.toContain(secret)

    // Not on until a code confirms it: the password alone still signs in.
    expect((await login()).json()).toMatchObject({ success: true, username: 'admin' })
    const wrong = await call('POST', '/api/auth/authenticator/confirm', cookie, {
      code: code() === '000000' ? '111111' : '000000',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe(WRONG_CODE)

    const confirmed = await call('POST', '/api/auth/authenticator/confirm', cookie, {
      code: code(),
    })
    expect(confirmed.statusCode).toBe(200)
    recovery = confirmed.json().recoveryCodes
    expect(recovery).toHaveLength(10)
    expect(new Set(recovery).size).toBe(10)
    const methods = await call('GET', '/api/auth/sign-in-methods', cookie)
    expect(methods.json()).toMatchObject({ authenticator: true, recoveryCodesLeft: 10 })
    const hashes = await testApp.app.pool.query('select code_hash from recovery_codes')
    expect(hashes.rows.map((r) => r.code_hash)).not.toContain(recovery[0])
    expect(await loggedKinds(testApp)).toContain('two-step-enabled')
    // Set up again while on: refused.
    expect((await call('POST', '/api/auth/authenticator/setup', cookie)).statusCode).toBe(409)
  })

  it('asks for the code after the password: the half-way session opens nothing else', async () => {
    await forgetLastStep()
    const first = await login()
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      success: true,
      pending: 'second-factor',
      methods: { authenticator: true, passkey: false },
    })
    expect(first.json()).not.toHaveProperty('username')
    const halfway = cookieOf(first)
    // The half-way session is short: half an hour, not the week of a signed-in one.
    const lifetime = await testApp.app.pool.query(
      'select extract(epoch from expires_at - created_at) as seconds from admin_sessions where pending is not null',
    )
    expect(lifetime.rows.map((row) => Math.round(Number(row.seconds)))).toEqual([1800])
    expect((await call('GET', '/api/auth/session', halfway)).json()).toEqual({
      authenticated: false,
      pending: 'second-factor',
      methods: { authenticator: true, passkey: false },
    })
    expect((await call('GET', '/api/admin/account', halfway)).statusCode).toBe(401)
    expect((await call('GET', '/api/auth/sign-in-methods', halfway)).statusCode).toBe(401)
    expect((await call('POST', '/api/auth/passkeys/options', halfway)).statusCode).toBe(401)

    const done = await call('POST', '/api/auth/second-step', halfway, { code: code() })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ success: true, username: 'admin', role: 'owner' })
    const full = cookieOf(done)
    expect(full).not.toBe(halfway)
    expect((await call('GET', '/api/auth/session', full)).json()).toMatchObject({
      authenticated: true,
    })
    // The half-way token ended with it.
    expect((await call('GET', '/api/auth/session', halfway)).json()).toEqual({
      authenticated: false,
    })
    const agent = await testApp.app.pool.query('select user_agent from admin_sessions')
    expect(agent.rows.map((r) => r.user_agent)).toContain(CHROME_ANDROID)
    const signIns = await testApp.app.pool.query(
      "select detail->>'method' as method, address from security_events where kind = 'sign-in' order by at desc limit 1",
    )
    expect(signIns.rows[0]).toEqual({ method: 'password+code', address: '127.0.0.1' })
  })

  it('refuses a wrong code, a 7-digit code and a code already used (no replay)', async () => {
    await forgetLastStep()
    const halfway = cookieOf(await login())
    const right = code()
    const wrongs = [
      right === '123456' ? '654321' : '123456',
      `${right}0`,
      `0${right}`,
      right.slice(0, 5),
      'abcdef',
    ]
    for (const wrong of wrongs) {
      const errorResponse = await call('POST', '/api/auth/second-step', halfway, { code: wrong })
      expect(errorResponse.statusCode, wrong).toBe(401)
      expect(errorResponse.json()).toEqual({ success: false, message: WRONG_CODE })
      expect(errorResponse.cookies).toEqual([])
    }
    expect((await call('POST', '/api/auth/second-step', halfway, { code: right })).statusCode).toBe(
      200,
    )

    // The same code again, in a new sign-in within its 30 seconds: refused.
    const again = cookieOf(await login())
    const replay = await call('POST', '/api/auth/second-step', again, { code: right })
    expect(replay.statusCode).toBe(401)
    // And so is the code of the step before it.
    const earlier = await call('POST', '/api/auth/second-step', again, { code: code(-1) })
    expect(earlier.statusCode).toBe(401)
    const failed = await testApp.app.pool.query(
      "select count(*) from security_events where kind = 'sign-in-failed' and detail->>'method' = 'password+code'",
    )
    expect(Number(failed.rows[0].count)).toBeGreaterThanOrEqual(7)
  })

  it('says the app must be set up again when its secret was sealed with another key', async () => {
    const { rows } = await testApp.app.pool.query(
      "select totp_secret from admin_users where username = 'admin'",
    )
    const sealed: string = rows[0].totp_secret
    // As after a change of SESSION_SECRET: the same secret, sealed with a key the site no longer has.
    const { sealSecret } = await import('../../src/two-step/secret-box.js')
    const { randomBytes } = await import('node:crypto')
    await testApp.app.pool.query(
      "update admin_users set totp_secret = $1 where username = 'admin'",
      [sealSecret(randomBytes(32), secret)],
    )
    try {
      await forgetLastStep()
      const errorResponse = await call('POST', '/api/auth/second-step', cookieOf(await login()), {
        code: code(),
      })
      expect(errorResponse.statusCode).toBe(401)
      expect(errorResponse.json().message).toMatch(/^Your authenticator app has to be set up again/)
    } finally {
      await testApp.app.pool.query(
        "update admin_users set totp_secret = $1 where username = 'admin'",
        [sealed],
      )
    }
  })

  it('takes a recovery code once', async () => {
    const halfway = cookieOf(await login())
    const used = recovery[0] ?? ''
    const first = await call('POST', '/api/auth/second-step', halfway, {
      recoveryCode: used.toLowerCase(),
    })
    expect(first.statusCode).toBe(200)
    const again = await call('POST', '/api/auth/second-step', cookieOf(await login()), {
      recoveryCode: used,
    })
    expect(again.statusCode).toBe(401)
    expect(again.json().message).toBe(
      'That recovery code is not right, or it has been used already.',
    )
    const cookie = cookieOf(first)
    expect((await call('GET', '/api/auth/sign-in-methods', cookie)).json().recoveryCodesLeft).toBe(
      9,
    )
    expect(await loggedKinds(testApp)).toContain('recovery-code-used')
  })

  it('limits codes per account (from any address) and per address', async () => {
    const { failuresPerAccount, perAddress } = testApp.app.twoStep.codeLimits
    const wrong = { code: code() === '000000' ? '111111' : '000000' }
    for (let i = 0; i < failuresPerAccount; i++) {
      const address = `192.0.2.${i + 1}`
      const halfway = cookieOf(await login(address))
      expect(
        (await call('POST', '/api/auth/second-step', halfway, wrong, address)).statusCode,
      ).toBe(401)
    }
    const halfway = cookieOf(await login('198.51.100.1'))
    const limited = await call(
      'POST',
      '/api/auth/second-step',
      halfway,
      { code: code(1) },
      '198.51.100.1',
    )
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()

    await testApp.app.pool.query('delete from rate_limits')
    const address = '198.51.100.2'
    const cookie = cookieOf(await login(address))
    for (let i = 0; i < perAddress; i++) {
      await call('POST', '/api/auth/second-step', cookie, { recoveryCode: `WRONG-${i}` }, address)
      // Wrong codes per account would stop it first: counted per address here.
      await testApp.app.pool.query("delete from rate_limits where key like 'second-step:user:%'")
    }
    const byAddress = await call(
      'POST',
      '/api/auth/second-step',
      cookie,
      { code: code(1) },
      address,
    )
    expect(byAddress.statusCode).toBe(429)
  })

  it('refuses a second step without a password first, U+0000 and 10,000 characters', async () => {
    expect(
      (await call('POST', '/api/auth/second-step', undefined, { code: code() })).statusCode,
    ).toBe(401)
    const full = await loginAsAdminWithCode()
    expect((await call('POST', '/api/auth/second-step', full, { code: code() })).statusCode).toBe(
      401,
    )

    const halfway = cookieOf(await login())
    const long = '1'.repeat(10_000)
    for (const payload of [
      { code: '12345\u0000' },
      { code: long },
      { recoveryCode: 'ABCDE-\u0000' },
      { recoveryCode: long },
      { code: 123456 },
      {},
    ]) {
      const errorResponse = await call('POST', '/api/auth/second-step', halfway, payload)
      expect(errorResponse.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400)
    }
    for (const url of ['/api/auth/authenticator/confirm', '/api/auth/authenticator/off']) {
      expect((await call('POST', url, full, { code: '\u0000' })).statusCode).toBe(400)
      expect((await call('POST', url, full, { code: long })).statusCode).toBe(400)
    }
  })

  it('turns the authenticator off only with a right code', async () => {
    const cookie = await loginAsAdminWithCode()
    await forgetLastStep()
    expect(
      (
        await call('POST', '/api/auth/authenticator/off', cookie, {
          code: code() === '000000' ? '111111' : '000000',
        })
      ).statusCode,
    ).toBe(400)
    expect((await call('GET', '/api/auth/sign-in-methods', cookie)).json().authenticator).toBe(true)
    const off = await call('POST', '/api/auth/authenticator/off', cookie, { code: code() })
    expect(off.statusCode).toBe(200)
    const methods = (await call('GET', '/api/auth/sign-in-methods', cookie)).json()
    expect(methods).toMatchObject({ authenticator: false, recoveryCodesLeft: 0 })
    expect(await loggedKinds(testApp)).toContain('two-step-disabled')
    expect((await login()).json()).toMatchObject({ success: true, username: 'admin' })
  })

  it('the owner requires two-step sign-in: a password-only person must add an authenticator first', async () => {
    const owner = await loginAsAdmin(testApp)
    await putPerson(testApp, {
      username: 'nomsa',
      email: 'nomsa@example.com',
      password: 'nomsa-long-password-1',
      role: 'office',
    })
    const office = await signIn(testApp, 'nomsa', 'nomsa-long-password-1')
    expect((await call('GET', '/api/admin/security/policy', office)).statusCode).toBe(403)
    expect(
      (await call('PUT', '/api/admin/security/policy', office, { requireTwoStep: true }))
        .statusCode,
    ).toBe(403)
    expect((await call('GET', '/api/admin/security/policy', owner)).json()).toEqual({
      requireTwoStep: false,
    })
    for (const payload of [{ requireTwoStep: 'yes' }, { requireTwoStep: '\u0000' }, {}]) {
      expect((await call('PUT', '/api/admin/security/policy', owner, payload)).statusCode).toBe(400)
    }
    const on = await call('PUT', '/api/admin/security/policy', owner, { requireTwoStep: true })
    expect(on.json()).toEqual({ requireTwoStep: true })
    expect(await loggedKinds(testApp)).toContain('two-step-required')

    const loggedIn = await call('POST', '/api/auth/login', undefined, {
      username: 'nomsa',
      password: 'nomsa-long-password-1',
    })
    expect(loggedIn.json()).toMatchObject({ success: true, pending: 'setup-second-factor' })
    const setupOnly = cookieOf(loggedIn)
    expect((await call('GET', '/api/admin/account', setupOnly)).statusCode).toBe(401)
    expect((await call('GET', '/api/auth/session', setupOnly)).json()).toMatchObject({
      authenticated: false,
      pending: 'setup-second-factor',
    })
    const setup = await call('POST', '/api/auth/authenticator/setup', setupOnly)
    expect(setup.statusCode).toBe(200)
    const theirs = setup.json().secret
    const confirmed = await call('POST', '/api/auth/authenticator/confirm', setupOnly, {
      code: totpCode(theirs, totpStep(Date.now())),
    })
    expect(confirmed.statusCode).toBe(200)
    // A new session replaces the one that opened only the set-up.
    const signedIn = cookieOf(confirmed)
    expect(signedIn).not.toBe('')
    expect(signedIn).not.toBe(setupOnly)
    expect((await call('GET', '/api/auth/session', signedIn)).json()).toEqual({
      authenticated: true,
      username: 'nomsa',
      name: 'nomsa',
      role: 'office',
    })
    expect((await call('GET', '/api/auth/session', setupOnly)).json()).toEqual({
      authenticated: false,
    })
    // With it required, the only second step cannot be turned off.
    const off = await call('POST', '/api/auth/authenticator/off', signedIn, {
      code: totpCode(theirs, totpStep(Date.now()) + 1),
    })
    expect(off.statusCode).toBe(409)
    // Next time the password alone is not enough.
    const next = await call('POST', '/api/auth/login', undefined, {
      username: 'nomsa',
      password: 'nomsa-long-password-1',
    })
    expect(next.json()).toMatchObject({ pending: 'second-factor' })

    await call('PUT', '/api/admin/security/policy', owner, { requireTwoStep: false })
    expect(await loggedKinds(testApp)).toContain('two-step-not-required')
  })

  it("an owner starts a person's second steps over: passkeys, authenticator, codes and sessions go", async () => {
    const owner = await loginAsAdmin(testApp)
    const { rows } = await testApp.app.pool.query(
      "select id from admin_users where username = 'nomsa'",
    )
    const nomsaId = rows[0].id
    await forgetLastStep()
    const halfway = cookieOf(
      await call('POST', '/api/auth/login', undefined, {
        username: 'nomsa',
        password: 'nomsa-long-password-1',
      }),
    )
    expect((await call('GET', '/api/auth/session', halfway)).json()).toMatchObject({
      pending: 'second-factor',
    })
    const adminId = (
      await testApp.app.pool.query("select id from admin_users where username = 'admin'")
    ).rows[0].id

    const office = await putPerson(testApp, {
      username: 'bongani',
      email: 'bongani@example.com',
      password: 'bongani-long-password-1',
    })
    const officeCookie = await signIn(testApp, 'bongani', 'bongani-long-password-1')
    const url = (id: string) => `/api/admin/security/two-step/${id}`
    expect((await call('DELETE', url(nomsaId), officeCookie)).statusCode).toBe(403)
    expect((await call('DELETE', url(adminId), owner)).statusCode).toBe(409)
    expect(
      (await call('DELETE', url('00000000-0000-4000-8000-000000000000'), owner)).statusCode,
    ).toBe(404)
    expect((await call('DELETE', url('not-an-id'), owner)).statusCode).toBe(400)
    expect(
      (await call('DELETE', url(`${'a'.repeat(10_000)}`), owner)).statusCode,
    ).toBeGreaterThanOrEqual(400)
    expect(office).toBeTruthy()
    const still = await testApp.app.pool.query(
      'select totp_enabled_at from admin_users where id = $1',
      [nomsaId],
    )
    expect(still.rows[0].totp_enabled_at).not.toBeNull()

    expect((await call('DELETE', url(nomsaId), owner)).statusCode).toBe(200)
    expect((await call('GET', '/api/auth/session', halfway)).json()).toEqual({
      authenticated: false,
    })
    const after = await call('POST', '/api/auth/login', undefined, {
      username: 'nomsa',
      password: 'nomsa-long-password-1',
    })
    expect(after.json()).toEqual({ success: true, username: 'nomsa', role: 'office' })
    const codes = await testApp.app.pool.query(
      'select count(*) from recovery_codes where user_id = $1',
      [nomsaId],
    )
    expect(Number(codes.rows[0].count)).toBe(0)
    const logged = await testApp.app.pool.query(
      "select actor_name, subject_name from security_events where kind = 'two-step-disabled' and subject_id = $1",
      [nomsaId],
    )
    expect(logged.rows).toEqual([{ actor_name: 'admin', subject_name: 'nomsa' }])
  })

  /** A full session for the admin while the authenticator is on. */
  async function loginAsAdminWithCode(): Promise<string> {
    await forgetLastStep()
    const halfway = cookieOf(await login())
    const done = await call('POST', '/api/auth/second-step', halfway, { code: code() })
    expect(done.statusCode).toBe(200)
    await forgetLastStep()
    return cookieOf(done)
  }
})
