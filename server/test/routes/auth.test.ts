import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAsAdmin, testAdmin } from '../support/admin-session.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const INVALID = 'Invalid admin credentials. Please check your username and password.'

describe('admin login, session and logout', () => {
  let testApp: TestApp
  let sql: pg.Client

  beforeAll(async () => {
    testApp = await buildTestApp()
    sql = new pg.Client({ connectionString: testApp.databaseUrl })
    await sql.connect()
  })
  afterAll(async () => {
    await sql?.end()
    await testApp?.close()
  })
  // Each test starts with no sessions and no counted attempts.
  afterEach(async () => {
    await sql.query('delete from admin_sessions')
    await sql.query('delete from rate_limits')
  })

  const login = (
    payload: unknown,
    headers: Record<string, string> = {},
    from: { remoteAddress?: string } = {},
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
      headers,
      ...from,
    })
  const session = (cookie?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: cookie ? { cookie } : {},
    })

  it('logs in with the right password: an HttpOnly, SameSite=Strict cookie; only a hash stored', async () => {
    const response = await login(testAdmin)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, username: 'admin', role: 'owner' })
    const [cookie] = response.cookies
    expect(cookie).toMatchObject({
      name: 'admin_session',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    })
    expect(cookie?.secure).toBeFalsy() // served over plain HTTP in this test
    expect(cookie?.value).toMatch(/^[\w-]{43}$/)

    const stored = await sql.query('select token_hash from admin_sessions')
    expect(stored.rows).toHaveLength(1)
    expect(stored.rows[0].token_hash).not.toBe(cookie?.value)

    const who = await session(`admin_session=${cookie?.value}`)
    expect(who.json()).toEqual({
      authenticated: true,
      username: 'admin',
      name: 'admin',
      role: 'owner',
    })
    expect(who.headers['cache-control']).toBe('no-store')
  })

  it('responds to an unknown user exactly like a wrong password', async () => {
    const wrong = await login({ username: 'admin', password: 'not-the-password' })
    const unknown = await login({ username: 'nobody', password: 'not-the-password' })
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ success: false, message: INVALID })
      expect(response.cookies).toEqual([])
    }
    expect(Object.keys(wrong.headers).sort()).toEqual(Object.keys(unknown.headers).sort())
  })

  it.each([
    ['no body', undefined],
    ['no password', { username: 'admin' }],
    ['empty fields', { username: '', password: '' }],
    ['numbers', { username: 1, password: 2 }],
    ['a huge password', { username: 'admin', password: 'x'.repeat(5000) }],
  ])('refuses %s with 400', async (_name, payload) => {
    const response = await login(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'Username and password are required.',
    })
  })

  it('does not know a forged or made-up cookie', async () => {
    const real = await loginAsAdmin(testApp)
    for (const cookie of ['admin_session=forged', `${real}x`, 'admin_session=', 'other=1']) {
      expect((await session(cookie)).json()).toEqual({ authenticated: false })
    }
  })

  it('ends a session after 12 idle hours and 7 days after login', async () => {
    const idle = await loginAsAdmin(testApp)
    await sql.query("update admin_sessions set last_seen_at = now() - interval '12 hours 1 minute'")
    expect((await session(idle)).json()).toEqual({ authenticated: false })

    const old = await loginAsAdmin(testApp)
    await sql.query("update admin_sessions set expires_at = now() - interval '1 second'")
    expect((await session(old)).json()).toEqual({ authenticated: false })
  })

  it('logout deletes the session on the server and clears the cookie', async () => {
    const cookie = await loginAsAdmin(testApp)
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true })
    expect(response.cookies[0]).toMatchObject({ name: 'admin_session', value: '' })
    expect((await sql.query('select 1 from admin_sessions')).rowCount).toBe(0)
    // The old cookie, replayed, is worthless.
    expect((await session(cookie)).json()).toEqual({ authenticated: false })
  })

  it('after 10 wrong passwords for a username, refuses it (even the right one) with 429', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login({ username: 'admin', password: `guess-${i}` })).statusCode).toBe(401)
    }
    const blocked = await login(testAdmin)
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900)
    expect(blocked.json()).toEqual({
      success: false,
      message: 'Too many login attempts. Please try again in 15 minute(s).',
    })
    expect(blocked.cookies).toEqual([])
  })

  it("lets the right password in from the staff member's address while another address guesses", async () => {
    const stranger = { remoteAddress: '192.0.2.66' }
    for (let i = 0; i < 10; i++) {
      const guess = await login({ username: 'admin', password: `guess-${i}` }, {}, stranger)
      expect(guess.statusCode).toBe(401)
    }
    expect((await login(testAdmin, {}, stranger)).statusCode).toBe(429)
    const staff = await login(testAdmin, {}, { remoteAddress: '192.0.2.10' })
    expect(staff.statusCode).toBe(200)
    expect((await login(testAdmin, {}, stranger)).statusCode).toBe(429)
  })

  it('the same over real sockets from two loopback addresses (127.0.0.2 guesses, 127.0.0.1 is staff)', async () => {
    await testApp.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = testApp.app.server.address() as AddressInfo
    const loginFrom = (localAddress: string, credentials: object) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify(credentials)
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            localAddress,
            method: 'POST',
            path: '/api/auth/login',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode ?? 0))
          },
        )
        request.on('error', reject)
        request.end(body)
      })
    for (let i = 0; i < 10; i++) {
      expect(await loginFrom('127.0.0.2', { username: 'admin', password: `guess-${i}` })).toBe(401)
    }
    expect(await loginFrom('127.0.0.2', testAdmin)).toBe(429)
    expect(await loginFrom('127.0.0.1', testAdmin)).toBe(200)
  })

  it('refuses a username for an hour once 100 guesses came from many addresses', async () => {
    for (let address = 1; address <= 10; address++) {
      for (let i = 0; i < 10; i++) {
        const from = { remoteAddress: `192.0.2.${100 + address}` }
        expect(
          (await login({ username: 'admin', password: `guess-${i}` }, {}, from)).statusCode,
        ).toBe(401)
      }
    }
    const blocked = await login(testAdmin, {}, { remoteAddress: '192.0.2.10' })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600)
  })

  it('a right password clears the username counter', async () => {
    for (let i = 0; i < 9; i++) await login({ username: 'admin', password: `guess-${i}` })
    expect((await login(testAdmin)).statusCode).toBe(200)
    for (let i = 0; i < 9; i++) await login({ username: 'admin', password: `guess-${i}` })
    expect((await login(testAdmin)).statusCode).toBe(200)
  })

  it('after 20 attempts from one address, refuses the 21st whatever the username', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login({ username: `user${i}`, password: 'whatever-it-is' })).statusCode).toBe(
        401,
      )
    }
    expect((await login(testAdmin)).statusCode).toBe(429)
  })

  it('refuses a login posted from another website', async () => {
    const fromEvil = await login(testAdmin, { origin: 'https://evil.example' })
    expect(fromEvil.statusCode).toBe(403)
    expect(fromEvil.cookies).toEqual([])
    const crossSite = await login(testAdmin, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.statusCode).toBe(403)

    // The site's own pages (PUBLIC_URL, or the address the request came in on) are fine.
    expect((await login(testAdmin, { origin: 'http://localhost:3001' })).statusCode).toBe(200)
    expect(
      (await login(testAdmin, { origin: 'http://192.168.1.5:8080', host: '192.168.1.5:8080' }))
        .statusCode,
    ).toBe(200)
  })
})

describe('admin login over HTTPS', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PUBLIC_URL: 'https://www.example.co.za' } })
  })
  afterAll(() => testApp?.close())

  it('sets a Secure cookie with the __Host- prefix', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: testAdmin,
      headers: { origin: 'https://www.example.co.za' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.cookies[0]).toMatchObject({
      name: '__Host-admin_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    })
    expect(response.cookies[0]?.domain).toBeUndefined()
  })
})
