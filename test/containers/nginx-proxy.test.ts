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
 * it received: proxy headers, keepalive, body limits and error answers, without the real API.
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
    await mkdir(path.join(webRoot, 'gallery'))
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>home</title>')
    await writeFile(
      path.join(webRoot, 'gallery/index.html'),
      '<!doctype html><title>gallery</title><link rel="canonical" href="__PUBLIC_URL__/gallery">',
    )
    await writeFile(path.join(webRoot, '_spa.html'), '<!doctype html><title>shell</title>')
    await writeFile(path.join(webRoot, '404.html'), '<!doctype html><title>not found</title>')
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
        CAPTCHA_PROVIDER: 'altcha',
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

  test('talks HTTP/1.1 to the API and reuses the connection', async () => {
    const first = await api('/api/one')
    const second = await api('/media/two.jpg')
    expect(first.httpVersion).toBe('1.1')
    expect(first.headers.connection ?? 'keep-alive').toBe('keep-alive')
    expect(second.socket).toBe(first.socket)
  })

  test('accepts small bodies on the API and large ones only on /api/upload', async () => {
    const twoMegabytes = new Uint8Array(2 * 1024 * 1024)
    const refused = await fetch(`${baseURL}/api/send-email`, { method: 'POST', body: twoMegabytes })
    expect(refused.status).toBe(413)
    expect(await refused.json()).toMatchObject({ success: false })
    const upload = await fetch(`${baseURL}/api/upload`, { method: 'POST', body: twoMegabytes })
    expect(upload.status).toBe(200)
    expect(((await upload.json()) as Echo).bytes).toBe(twoMegabytes.length)
  })

  test('serves prerendered pages with PUBLIC_URL, the shell for the admin portal, 404 otherwise', async () => {
    const route = await fetch(`${baseURL}/gallery`)
    expect(route.status).toBe(200)
    expect(await route.text()).toContain('href="https://www.example.com/gallery"')
    expect(route.headers.get('cache-control')).toBe('no-cache')
    expect(route.headers.get('x-content-type-options')).toBe('nosniff')
    for (const url of ['/admin-portal', '/admin-portal/x']) {
      expect(await (await fetch(`${baseURL}${url}`)).text()).toContain('<title>shell</title>')
    }
    for (const url of ['/nope', '/_spa.html', '/404.html']) {
      const missing = await fetch(`${baseURL}${url}`)
      expect(missing.status, url).toBe(404)
      expect(await missing.text()).toContain('<title>not found</title>')
    }

    const asset = await fetch(`${baseURL}/assets/app-abc123.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-encoding')).toBe('gzip')
    expect(asset.headers.get('x-frame-options')).toBe('DENY')
    expect((await fetch(`${baseURL}/assets/gone-000.js`)).status).toBe(404)
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

  test('answers a range of an asset it sends precompressed with the whole copy, a range of the plain one', async () => {
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

  test('passes API answers through without adding cache headers or duplicates', async () => {
    const res = await fetch(`${baseURL}/api/headers`)
    expect(res.headers.get('cache-control')).toBe('private, max-age=5')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-powered-by')).toBeNull()
    // The API's own error answers are not replaced by nginx's.
    const unhealthy = await fetch(`${baseURL}/api/status/503`)
    expect(unhealthy.status).toBe(503)
    expect(((await unhealthy.json()) as Echo).url).toBe('/api/status/503')
  })

  test("sends a gallery category to the API, whose page headers pass through alone; the list stays the file's", async () => {
    for (const url of ['/gallery?category=Solar', '/gallery?item=abc&category=Solar%20%26%20PV']) {
      const res = await fetch(`${baseURL}${url}`)
      expect(res.status, url).toBe(200)
      expect(((await res.json()) as Echo).url, url).toBe(url)
      // The API's own Cache-Control, once; no Content-Security-Policy of nginx's beside the
      // API's (a second policy would block the page's own scripts).
      expect(res.headers.get('cache-control'), url).toBe('private, max-age=5')
      expect(res.headers.get('content-security-policy'), url).toBeNull()
      expect(res.headers.get('x-frame-options'), url).toBe('DENY')
    }
    for (const url of ['/gallery', '/gallery?category=', '/gallery?item=abc']) {
      const res = await fetch(`${baseURL}${url}`)
      expect(await res.text(), url).toContain('<title>gallery</title>')
      expect(res.headers.get('cache-control'), url).toBe('no-cache')
      expect(res.headers.get('content-security-policy'), url).toMatch(/^default-src 'self'/)
    }
    // The sitemap is the API's as well: its Cache-Control alone.
    const sitemap = await fetch(`${baseURL}/sitemap.xml`)
    expect(sitemap.headers.get('cache-control')).toBe('private, max-age=5')
  })

  test('sends the gallery file, not an error, when the API fails to render a category', async () => {
    const res = await fetch(`${baseURL}/gallery?category=Solar&status=500`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<title>gallery</title>')
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'self'/)
  })

  // Issue 32: a name that is not a category gets the API's 404 page (noindex), another spelling
  // of one a 301 to its own; neither may become nginx's 404 file or the gallery list.
  test("passes the API's 404 and 301 for a gallery category through as they are", async () => {
    const url = '/gallery?category=Site%20closed&status=404'
    const missing = await fetch(`${baseURL}${url}`)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as Echo).url).toBe(url)
    expect(missing.headers.get('cache-control')).toBe('private, max-age=5')
    expect(missing.headers.get('content-security-policy')).toBeNull()
    const moved = await fetch(`${baseURL}/gallery?category=solar&status=301`, {
      redirect: 'manual',
    })
    expect(moved.status).toBe(301)
    expect(((await moved.json()) as Echo).url).toBe('/gallery?category=solar&status=301')
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

  test('answers JSON 503 when the API is unreachable', async () => {
    await new Promise((resolve) => upstream.close(resolve))
    upstream.closeAllConnections()
    const res = await fetch(`${baseURL}/api/projects`)
    expect(res.status).toBe(503)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({ success: false })
    // A shared category link still opens the gallery.
    const gallery = await fetch(`${baseURL}/gallery?category=Solar`)
    expect(gallery.status).toBe(200)
    expect(await gallery.text()).toContain('<title>gallery</title>')
  })

  async function api(url: string, init?: RequestInit): Promise<Echo> {
    const res = await fetch(`${baseURL}${url}`, init)
    expect(res.status).toBe(200)
    return (await res.json()) as Echo
  }
})
