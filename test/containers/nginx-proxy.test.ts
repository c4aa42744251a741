import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get as httpGet } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { NGINX_BIN, nginxSkipReason, renderNginxConf } from '../../e2e/nginx-config.js'
import { findFreePort as freePort } from '../../server/src/embedded/ports.js'
import { type Echo, type EchoServer, startEchoServer, waitForHttp } from './echo-upstream.js'

/**
 * The project's nginx template in Debian's nginx, in front of a small upstream that echoes what
 * it received: which answers are files and which the API's, proxy headers, keepalive, body limits
 * and error responses, without the real API. The page cache: nginx-page-cache.test.ts.
 */
const skipReason = nginxSkipReason()

const brotliAsset = brotliCompressSync('console.log("brotli, made at build time")\n'.repeat(100))

describe.skipIf(skipReason)('nginx template as a proxy', () => {
  let prefix: string
  let nginx: ChildProcess
  let upstream: EchoServer
  let baseURL: string

  beforeAll(async () => {
    prefix = await mkdtemp(path.join(tmpdir(), 'nginx-proxy-'))
    await chmod(prefix, 0o755)
    const webRoot = path.join(prefix, 'www')
    await mkdir(path.join(webRoot, 'assets'), { recursive: true })
    // What the build leaves in client/dist: files sent as they are, no page.
    await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await writeFile(path.join(webRoot, 'assets/app-abc123.js'), 'console.log(1)\n'.repeat(100))
    // The build's gzip copy (client/scripts/precompress.ts); different words, so the test can
    // tell nginx sent this file rather than compressing the asset itself.
    await writeFile(
      path.join(webRoot, 'assets/app-abc123.js.gz'),
      gzipSync('console.log("made at build time")\n'.repeat(100)),
    )
    await writeFile(path.join(webRoot, 'assets/app-abc123.js.br'), brotliAsset)

    upstream = await startEchoServer()
    const apiPort = (upstream.address() as { port: number }).port
    const port = await freePort()
    baseURL = `http://127.0.0.1:${port}`
    const conf = path.join(prefix, 'nginx.conf')
    await writeFile(
      conf,
      await renderNginxConf(prefix, {
        API_UPSTREAM: `127.0.0.1:${apiPort}`,
        NGINX_PORT: String(port),
        WEB_ROOT: webRoot,
        PUBLIC_URL: 'https://www.example.com',
      }),
    )
    const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')]
    await promisify(execFile)(NGINX_BIN, [...args, '-t'])
    nginx = spawn(NGINX_BIN, args, { stdio: 'ignore' })
    await waitForHttp(`${baseURL}/`)
  })

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve))
      nginx.kill('SIGTERM')
      await exited
    }
    await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve(undefined)))
    if (prefix) await rm(prefix, { recursive: true, force: true })
  })

  /** The asset as the client got it: no decoding, so the coding nginx chose shows. */
  const rawAsset = (acceptEncoding?: string, range?: string) =>
    new Promise<{ status?: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const headers = {
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
          ...(range === undefined ? {} : { range }),
        }
        httpGet(`${baseURL}/assets/app-abc123.js`, { headers }, async (response) => {
          const chunks: Buffer[] = []
          for await (const chunk of response) chunks.push(chunk as Buffer)
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          })
        }).on('error', reject)
      },
    )

  test('overwrites X-Forwarded-For so a client cannot spoof its address', async () => {
    const echo = await api('/api/anything', { headers: { 'X-Forwarded-For': '203.0.113.9' } })
    expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(echo.headers['x-real-ip']).toBe('127.0.0.1')
    expect(echo.headers['x-forwarded-proto']).toBe('http')
    expect(echo.headers.host).toBe('127.0.0.1')
  })

  test('talks HTTP/1.1 to the API and reuses the connection, for pages too', async () => {
    const first = await api('/api/one')
    const second = await api('/media/two.jpg')
    const page = await api('/about')
    expect(first.httpVersion).toBe('1.1')
    expect(first.headers.connection ?? 'keep-alive').toBe('keep-alive')
    expect(second.socket).toBe(first.socket)
    expect(page.headers.connection ?? 'keep-alive').toBe('keep-alive')
    expect(page.socket).toBe(first.socket)
  })

  test('passes the same forwarded headers with a page as with an API call', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.9', 'Accept-Encoding': 'br, gzip' }
    const call = await api('/api/anything', { headers })
    const page = await api('/gallery?category=Solar', { headers })
    for (const echo of [call, page]) {
      expect(echo.headers['x-forwarded-for'], echo.url).toBe('127.0.0.1')
      expect(echo.headers['x-real-ip'], echo.url).toBe('127.0.0.1')
      expect(echo.headers['x-forwarded-proto'], echo.url).toBe('http')
      expect(echo.headers['x-forwarded-host'], echo.url).toBe('127.0.0.1')
      expect(echo.headers.host, echo.url).toBe('127.0.0.1')
    }
    // An API response is compressed as the browser asks; a page never, so nginx keeps one plain
    // copy of it and compresses that for each browser (nginx-page-cache.test.ts).
    expect(call.headers['accept-encoding']).toBe('br, gzip')
    expect(page.headers['accept-encoding']).toBeUndefined()
  })

  test('accepts small bodies on the API and large ones only on /api/upload', async () => {
    const twoMegabytes = new Uint8Array(2 * 1024 * 1024)
    const errorResponse = await fetch(`${baseURL}/api/send-email`, {
      method: 'POST',
      body: twoMegabytes,
    })
    expect(errorResponse.status).toBe(413)
    expect(await errorResponse.json()).toMatchObject({ success: false })
    const upload = await fetch(`${baseURL}/api/upload`, { method: 'POST', body: twoMegabytes })
    expect(upload.status).toBe(200)
    expect(((await upload.json()) as Echo).bytes).toBe(twoMegabytes.length)
  })

  test('sends the build files itself, each with the few headers a file needs', async () => {
    const icon = await fetch(`${baseURL}/favicon.svg`)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('cache-control')).toBe('no-cache')
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff')
    // The page headers are the API's, on the pages.
    expect(icon.headers.get('content-security-policy')).toBeNull()
    expect(icon.headers.get('x-frame-options')).toBeNull()

    const asset = await fetch(`${baseURL}/assets/app-abc123.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-encoding')).toBe('gzip')
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('a missing build file under /assets/ is a 404 of its own, never sent to the API', async () => {
    const before = (await api('/api/before')).seq
    const missing = await fetch(`${baseURL}/assets/gone-000.js`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBeNull()
    expect((await api('/api/after')).seq).toBe(before + 1)
  })

  test("sends everything else to the API as asked, and the API's response as it is", async () => {
    for (const url of [
      '/',
      '/services/',
      '/gallery',
      '/gallery?category=Solar',
      '/gallery?item=abc&category=Solar%20%26%20PV',
      '/projects',
      '/projects/a-kitchen?photo=2',
      '/sitemap.xml',
      '/robots.txt',
      '/site.webmanifest',
      '/admin-portal',
      '/admin-portal/media',
      '/no-such-page',
      '/assets',
    ]) {
      const res = await fetch(`${baseURL}${url}`)
      expect(res.status, url).toBe(200)
      expect(((await res.json()) as Echo).url, url).toBe(url)
      // The API's own headers, once each, and none of nginx's beside them (a second
      // Content-Security-Policy would block the page's own scripts).
      expect(res.headers.get('cache-control'), url).toBe('private, max-age=5')
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff')
      expect(res.headers.get('content-security-policy'), url).toBeNull()
      expect(res.headers.get('x-frame-options'), url).toBeNull()
      expect(res.headers.get('x-powered-by'), url).toBeNull()
    }
  })

  test('sends the build-time brotli or gzip copy of an asset by Accept-Encoding, the asset to others', async () => {
    const brotli = await rawAsset('gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(brotli.body).toString()).toContain('brotli, made at build time')
    expect((await rawAsset('br')).headers['content-encoding']).toBe('br')

    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'gzip, zstd']) {
      const gzip = await rawAsset(accept)
      expect(gzip.headers['content-encoding'], accept).toBe('gzip')
      expect(gzip.headers.vary, accept).toMatch(/accept-encoding/i)
      expect(gunzipSync(gzip.body).toString(), accept).toContain(
        'console.log("made at build time")',
      )
    }
    for (const accept of [undefined, 'identity', 'gzip;q=0', 'br;q=0, gzip;q=0', 'zstd']) {
      const plain = await rawAsset(accept)
      expect(plain.headers['content-encoding'], accept).toBeUndefined()
      expect(plain.body.toString(), accept).toBe('console.log(1)\n'.repeat(100))
    }
  })

  test('responds to a range of an asset it sends precompressed with the whole copy, a range of the plain one', async () => {
    // Ignoring Range is allowed (RFC 9110 14.2) and safe: a slice of brotli output is useless.
    const brotli = await rawAsset('br', 'bytes=0-9')
    expect(brotli.status).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.body).toEqual(brotliAsset)
    const plain = await rawAsset('identity', 'bytes=0-9')
    expect(plain.status).toBe(206)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe('console.lo')
  })

  test('passes API responses through without adding cache headers or duplicates', async () => {
    const res = await fetch(`${baseURL}/api/headers`)
    expect(res.headers.get('cache-control')).toBe('private, max-age=5')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-powered-by')).toBeNull()
    expect(res.headers.get('x-frame-options')).toBeNull()
    // The API's own error responses are not replaced by nginx's.
    const unhealthy = await fetch(`${baseURL}/api/status/503`)
    expect(unhealthy.status).toBe(503)
    expect(((await unhealthy.json()) as Echo).url).toBe('/api/status/503')
  })

  // Issue 32: a name that is not a category gets the API's 404 page (noindex), another spelling
  // of one a 301 to its own; neither may become a response of nginx's.
  test("passes the API's 404, 301 and 500 for a page through as they are", async () => {
    const url = '/gallery?category=Site%20closed&status=404'
    const missing = await fetch(`${baseURL}${url}`)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as Echo).url).toBe(url)
    expect(missing.headers.get('cache-control')).toBe('private, max-age=5')
    const moved = await fetch(`${baseURL}/gallery?category=solar&status=301`, {
      redirect: 'manual',
    })
    expect(moved.status).toBe(301)
    expect(((await moved.json()) as Echo).url).toBe('/gallery?category=solar&status=301')
    const failed = await fetch(`${baseURL}/contact?status=500`)
    expect(failed.status).toBe(500)
    expect(((await failed.json()) as Echo).url).toBe('/contact?status=500')
  })

  test('a page the API cannot make now (503, no copy kept) is the small 503 page, not JSON', async () => {
    const res = await fetch(`${baseURL}/contact?status=503`)
    expect(res.status).toBe(503)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await res.text()).toContain('The site is being updated. Please try again in a minute.')
  })

  test('a photo staff delete is gone through nginx from the next request on', async () => {
    const photo = '/media/derived/deleted-photo/w800.webp'
    const first = await fetch(`${baseURL}${photo}`)
    expect(first.status).toBe(200)
    const second = await fetch(`${baseURL}${photo}`)
    expect(second.status).toBe(200)
    // Each answer comes from the API, which forgets a removed file in every process at once.
    expect(((await second.json()) as Echo).seq).toBeGreaterThan(((await first.json()) as Echo).seq)
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    upstream.removed.add(photo)
    expect((await fetch(`${baseURL}${photo}`)).status).toBe(404)
    // A range (a video player seeking) and a download of it alike.
    const ranged = await fetch(`${baseURL}${photo}`, { headers: { Range: 'bytes=0-3' } })
    expect(ranged.status).toBe(404)
  })

  test('never caches an original, which only staff may fetch', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${baseURL}/media/originals/2026/01/a.jpg`, {
        headers: { cookie: 'admin_session=staff' },
      })
      const echo = (await res.json()) as Echo
      expect(echo.url).toBe('/media/originals/2026/01/a.jpg')
      expect(echo.headers.cookie).toBe('admin_session=staff')
    }
  })

  test('responds with JSON 503 when the API is unreachable', async () => {
    await new Promise((resolve) => upstream.close(resolve))
    upstream.closeAllConnections()
    const res = await fetch(`${baseURL}/api/projects`)
    expect(res.status).toBe(503)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({ success: false })
    // A page the API never sent to be kept (the echo's responses are not): the small 503 page.
    const page = await fetch(`${baseURL}/gallery?category=Solar`)
    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toContain('The site is being updated.')
    // The build's files do not need the API.
    expect((await fetch(`${baseURL}/favicon.svg`)).status).toBe(200)
  })

  async function api(url: string, init?: RequestInit): Promise<Echo> {
    const res = await fetch(`${baseURL}${url}`, init)
    expect(res.status).toBe(200)
    return (await res.json()) as Echo
  }
})
