import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const SITE = 'https://www.example.co.za'
// A page on another port of the same host: same-site, so the SameSite=Strict cookie goes along.
const SIBLING = 'http://127.0.0.1:4499'
const CROSS_SITE_ERROR = {
  success: false,
  message: 'This request came from another website and was refused.',
}
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Every route that changes data, as the router itself lists them (a new one cannot be missed). */
function dataChangingRoutes(testApp: TestApp): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = []
  // The router prints a tree: each line a segment below the line above it, 4 characters a level.
  const prefixes: string[] = []
  for (const line of testApp.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match?.[2]) continue
    const depth = (match[1] ?? '').length / 4
    prefixes.length = depth
    const url = prefixes.join('') + match[2]
    prefixes.push(match[2])
    for (const method of match[3]?.split(', ') ?? []) {
      if (!SAFE_METHODS.has(method)) routes.push({ method, url })
    }
  }
  return routes
}

/** A route pattern made into a path: `:id` and `*` filled with something that looks real. */
function pathOf(pattern: string): string {
  return pattern
    .replace(/:[A-Za-z]+/g, '0b0e8b5e-6d39-4c57-9a53-2ad5cde2fd35')
    .replace(/\*$/, 'photo.jpg')
}

/** Ways to write one path that a router decodes to the same route (or a near miss). */
function spellings(path: string, port: number): string[] {
  const first = path.slice(1, 2)
  const second = path.slice(2, 3)
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`
  return [
    path,
    `/${hex(first)}${path.slice(2)}`,
    `/${first}${hex(second)}${path.slice(3)}`,
    `/%25${hex(first).slice(1)}${path.slice(2)}`,
    // Absolute form, as a request line to a proxy is written.
    `http://127.0.0.1:${port}${path}`,
  ]
}

function send(
  port: number,
  options: { method: string; path: string; headers: Record<string, string> },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, ...options }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => {
        body += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    request.end(options.method === 'DELETE' ? undefined : '{}')
  })
}

describe('writes from another origin, whatever the spelling of the path', () => {
  let testApp: TestApp
  let cookie: string
  let port: number

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PUBLIC_URL: SITE } })
    cookie = await loginAsAdmin(testApp)
    await testApp.app.listen({ host: '127.0.0.1', port: 0 })
    port = (testApp.app.server.address() as AddressInfo).port
  })
  afterAll(() => testApp?.close())

  it('lists the staff and public write routes from the router', () => {
    const routes = dataChangingRoutes(testApp).map(({ method, url }) => `${method} ${url}`)
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/upload',
        'POST /api/quote-requests',
        'PATCH /api/inquiries/:id',
        'DELETE /api/inquiries/:id',
        'PATCH /api/uploads/resumable/:id',
      ]),
    )
    expect(routes.length).toBeGreaterThanOrEqual(15)
  })

  it('refuses every write route with a staff session and a sibling page as its origin', async () => {
    const unblocked: string[] = []
    for (const { method, url } of dataChangingRoutes(testApp)) {
      for (const path of spellings(pathOf(url), port)) {
        const { status, body } = await send(port, {
          method,
          path,
          headers: { origin: SIBLING, cookie, 'content-type': 'application/json' },
        })
        const blocked =
          status === 403 && JSON.stringify(JSON.parse(body)) === JSON.stringify(CROSS_SITE_ERROR)
        if (!blocked) unblocked.push(`${method} ${path} → ${status}`)
      }
    }
    expect(unblocked).toEqual([])
  })

  it('refuses an origin that only matches the Host header (the shape of DNS rebinding)', async () => {
    const { status } = await send(port, {
      method: 'POST',
      path: '/api/contact-taps',
      headers: {
        host: 'rebound.example:8080',
        origin: 'http://rebound.example:8080',
        'content-type': 'application/json',
      },
    })
    expect(status).toBe(403)
  })

  it('refuses a write a browser marks as from a sibling site even without an Origin', async () => {
    const { status } = await send(port, {
      method: 'POST',
      path: '/a%70i/contact-taps',
      headers: { 'sec-fetch-site': 'same-site', cookie, 'content-type': 'application/json' },
    })
    expect(status).toBe(403)
  })

  it("takes the site's own origin, and a request without one (curl)", async () => {
    const body = JSON.stringify({ channel: 'call' })
    const own = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact-taps',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body,
    })
    expect(own.statusCode).toBe(204)
    const curl = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact-taps',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(curl.statusCode).toBe(204)
  })

  it('changed nothing while refusing', async () => {
    const list = await testApp.app.inject({ url: '/api/projects' })
    expect(list.json()).toEqual([])
    const leads = await testApp.app.inject({ url: '/api/inquiries', headers: { cookie } })
    expect(leads.json()).toMatchObject({ items: [] })
  })
})

describe('npm start without PUBLIC_URL', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp?.close())

  it('takes the address the request came in on as the site, and nothing else', async () => {
    const tap = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/%61pi/contact-taps',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ channel: 'call' }),
      })
    expect(
      (await tap({ origin: 'http://192.168.1.5:3001', host: '192.168.1.5:3001' })).statusCode,
    ).toBe(204)
    expect((await tap({ origin: SIBLING, host: '192.168.1.5:3001' })).statusCode).toBe(403)
  })
})
