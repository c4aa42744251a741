import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { nginxSkipReason } from '../../e2e/nginx-config.js'
import { startNginx } from '../../e2e/stack.js'
import { findFreePort } from '../../server/src/embedded/ports.js'
import { waitForHttp } from './echo-upstream.js'
import { type PageUpstream, startPageUpstream } from './page-upstream.js'

/**
 * Stale-on-error (decision 052): nginx keeps the last good copy of each page the API sent and
 * sends it only while the API cannot answer; otherwise every request reaches the API, so a
 * published change shows on the next load. The upstream responds with the API's own page headers.
 */
const skipReason = nginxSkipReason()

describe.skipIf(skipReason)('nginx keeps the last good copy of each page', () => {
  let prefix: string
  let stopNginx: (() => Promise<void>) | undefined
  let upstream: PageUpstream
  let baseURL: string

  beforeAll(async () => {
    prefix = await mkdtemp(path.join(tmpdir(), 'nginx-pages-'))
    await chmod(prefix, 0o755)
    const webRoot = path.join(prefix, 'www')
    await mkdir(path.join(webRoot, 'assets'), { recursive: true })
    await writeFile(path.join(webRoot, 'favicon.ico'), 'icon')
    upstream = await startPageUpstream()
    upstream.pages.set('/', 'Home, first edition')
    upstream.pages.set('/services', 'Services')
    upstream.pages.set('/gallery?category=Solar', 'Solar')
    upstream.pages.set('/never-asked', 'Never asked')
    const port = await findFreePort()
    baseURL = `http://127.0.0.1:${port}`
    stopNginx = await startNginx(path.join(prefix, 'nginx'), {
      API_UPSTREAM: `127.0.0.1:${upstream.port}`,
      NGINX_PORT: String(port),
      WEB_ROOT: webRoot,
      PUBLIC_URL: 'https://www.example.com',
    })
    await waitForHttp(`${baseURL}/favicon.ico`)
  })

  afterAll(async () => {
    await stopNginx?.()
    await upstream?.app.close()
    if (prefix) await rm(prefix, { recursive: true, force: true })
  })

  const title = async (res: Response) => /<title>(.*)<\/title>/.exec(await res.text())?.[1]

  test("sends the API's page with the API's headers, each once and nothing of its own", async () => {
    const res = await fetch(`${baseURL}/`)
    expect(res.status).toBe(200)
    expect(await title(res)).toBe('Home, first edition')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'self'/)
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000')
    expect(res.headers.get('etag')).toMatch(/^W\/"/)
    // nginx's instruction only; the browser never sees it.
    expect(res.headers.get('x-accel-expires')).toBeNull()
  })

  test('asks the API on every request: a changed page shows on the next one', async () => {
    upstream.pages.set('/services', 'Services, before')
    expect(await title(await fetch(`${baseURL}/services`))).toBe('Services, before')
    const asked = upstream.asked.length
    const again = await fetch(`${baseURL}/services`)
    expect(upstream.asked.length).toBe(asked + 1)
    const etag = again.headers.get('etag') ?? ''
    // The browser's copy is still good: 304, after the API said so.
    const held = await fetch(`${baseURL}/services`, { headers: { 'If-None-Match': etag } })
    expect(held.status).toBe(304)
    expect(upstream.asked.length).toBe(asked + 2)

    upstream.pages.set('/services', 'Services, published')
    expect(await title(await fetch(`${baseURL}/services`))).toBe('Services, published')
    const changed = await fetch(`${baseURL}/services`, { headers: { 'If-None-Match': etag } })
    expect(changed.status).toBe(200)
    expect(await title(changed)).toBe('Services, published')
  })

  test('a missing asset is 404 from nginx; the API is not asked for a page in its place', async () => {
    const asked = upstream.asked.length
    const missing = await fetch(`${baseURL}/assets/x.js`)
    expect(missing.status).toBe(404)
    expect(upstream.asked.length).toBe(asked)
  })

  test('a failing API: the last good copy, with status 200', async () => {
    const before = await (await fetch(`${baseURL}/gallery?category=Solar`)).text()
    upstream.failWith = 500
    try {
      const res = await fetch(`${baseURL}/gallery?category=Solar`)
      expect(res.status).toBe(200)
      expect(await res.text()).toBe(before)
    } finally {
      upstream.failWith = undefined
    }
  })

  test('the API stopped: each page as last sent, to every browser; a page never sent is a 503 page', async () => {
    const home = await fetch(`${baseURL}/`)
    const body = await home.text()
    const published = await (await fetch(`${baseURL}/services`)).text()
    expect((await fetch(`${baseURL}/api/answer`)).status).toBe(200)
    const notFound = await fetch(`${baseURL}/no-such-page`)
    expect(notFound.status).toBe(404)
    await upstream.app.close()

    const stale = await fetch(`${baseURL}/`)
    expect(stale.status).toBe(200)
    expect(await stale.text()).toBe(body)
    expect(stale.headers.get('content-security-policy')).toMatch(/^default-src 'self'/)
    // One copy for any Accept-Encoding (fetch decodes gzip; this asks for none).
    const plain = await fetch(`${baseURL}/`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(body)
    const brotliOnly = await fetch(`${baseURL}/`, { headers: { 'Accept-Encoding': 'br' } })
    expect(brotliOnly.headers.get('content-encoding')).toBe('br')
    expect(await brotliOnly.text()).toBe(body)
    const gzipOnly = await fetch(`${baseURL}/`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip')
    expect(await gzipOnly.text()).toBe(body)
    expect(await (await fetch(`${baseURL}/services`)).text()).toBe(published)
    expect((await fetch(`${baseURL}/no-such-page`)).status).toBe(404)

    const never = await fetch(`${baseURL}/never-asked`)
    expect(never.status).toBe(503)
    expect(never.headers.get('content-type')).toMatch(/^text\/html/)
    expect(never.headers.get('cache-control')).toBe('no-store')
    expect(await never.text()).toContain('The site is being updated. Please try again in a minute.')
    // API responses are never kept: nginx's JSON 503, as before.
    const api = await fetch(`${baseURL}/api/answer`)
    expect(api.status).toBe(503)
    expect(api.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await api.json()).toMatchObject({ success: false })
  })

  test('the API back: its responses again at once, not the kept copies', async () => {
    upstream = await startPageUpstream(upstream.port)
    upstream.pages.set('/', 'Home, after the upgrade')
    expect(await title(await fetch(`${baseURL}/`))).toBe('Home, after the upgrade')
    expect(upstream.asked).toEqual(['/'])
  })
})
