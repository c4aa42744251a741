import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest'
import { findFreePort } from '../server/src/embedded/ports.js'
import { launchBrowser, viewports, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { NGINX_BIN, type Stack, startStack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')

/**
 * The deployment docs/deployment.md recommends: a TLS-terminating proxy (here a second Debian nginx with
 * a certificate openssl made for this test, configured as Caddy and Traefik behave: it appends
 * the address it saw to X-Forwarded-For and says which scheme the visitor used) in front of the
 * site's nginx, which trusts that proxy (TRUSTED_PROXIES) and nothing else. Visitors come from
 * 127.0.0.2 and 127.0.0.3; the proxy reaches nginx from 127.0.0.1.
 */
describe.skipIf(skipReason)('behind a TLS proxy', () => {
  let dir: string
  let stack: Stack
  let proxy: ChildProcess
  let ca: Buffer
  let httpsPort: number
  let httpPort: number
  let browser: Browser

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tls-proxy-'))
    await promisify(execFile)('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost'],
      ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
    ])
    ca = await readFile(path.join(dir, 'cert.pem'))
    httpsPort = await findFreePort()
    httpPort = await findFreePort()
    stack = await startStack({
      nginx: true,
      name: 'e2e-tls-proxy',
      publicUrl: `https://localhost:${httpsPort}`,
      trustedProxies: '127.0.0.1',
    })
    proxy = await startTlsProxy(dir, { httpsPort, httpPort, upstream: new URL(stack.baseURL).host })
    browser = await launchBrowser()
  })

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy.once('exit', resolve))
      proxy.kill('SIGTERM')
      await exited
    }
    await stopBrowserStack({ stack, browser })
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  test('each visitor keeps their own address: a guesser locks out only itself, whatever it claims', async () => {
    const guesser = '127.0.0.2'
    const staff = '127.0.0.3'
    for (let i = 0; i < 10; i++) {
      const guess = await logIn(guesser, { username: 'admin', password: `guess-${i}` })
      expect(guess.status).toBe(401)
    }
    expect((await logIn(guesser, stack.admin)).status).toBe(429)
    // Writing someone else's address into X-Forwarded-For does not get the guesser out.
    const forged = await logIn(guesser, stack.admin, { 'X-Forwarded-For': '198.51.100.23' })
    expect(forged.status).toBe(429)
    // Everyone shared the proxy's address before: the staff member was locked out too.
    const signedIn = await logIn(staff, stack.admin)
    expect(signedIn.status).toBe(200)
    expect(signedIn.cookies).toMatch(/^__Host-admin_session=[^;]+;.*Secure/i)
  })

  test('over https the Secure __Host- session cookie works in Chromium, and HSTS is sent', async () => {
    const baseURL = `https://localhost:${httpsPort}`
    await withPage(
      browser,
      { baseURL, viewport: viewports.phone, ignoreHTTPSErrors: true },
      async (page) => {
        const home = await page.goto('/')
        expect(home?.headers()['strict-transport-security']).toBe('max-age=31536000')
        await logInAsStaff(page, stack)
        const cookies = await page.context().cookies()
        expect(cookies.map(({ name, secure, sameSite }) => ({ name, secure, sameSite }))).toEqual([
          { name: '__Host-admin_session', secure: true, sameSite: 'Strict' },
        ])
        await page.reload()
        await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()
      },
    )
  })

  test('plain http handed on by the proxy is sent to the https address', async () => {
    const response = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      httpRequest(
        { host: '127.0.0.1', port: httpPort, path: '/gallery?category=solar', agent: false },
        (res) => {
          res.resume()
          resolve({ status: res.statusCode ?? 0, location: res.headers.location })
        },
      )
        .on('error', reject)
        .end()
    })
    expect(response).toEqual({
      status: 301,
      location: `https://localhost:${httpsPort}/gallery?category=solar`,
    })
  })

  function logIn(
    from: string,
    credentials: { username: string; password: string },
    headers: Record<string, string> = {},
  ): Promise<{ status: number; cookies: string }> {
    const body = JSON.stringify({ username: credentials.username, password: credentials.password })
    return new Promise((resolve, reject) => {
      httpsRequest(
        {
          host: '127.0.0.1',
          servername: 'localhost',
          port: httpsPort,
          localAddress: from,
          ca,
          agent: false,
          method: 'POST',
          path: '/api/auth/login',
          headers: {
            ...headers,
            host: `localhost:${httpsPort}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume()
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              cookies: String(res.headers['set-cookie'] ?? ''),
            }),
          )
        },
      )
        .on('error', reject)
        .end(body)
    })
  }
})

/**
 * A TLS-terminating proxy as docs/deployment.md describes (Caddy's and Traefik's defaults): https on one
 * port, and plain http passed on as it is (Traefik without a redirect) on the other.
 */
async function startTlsProxy(
  dir: string,
  ports: { httpsPort: number; httpPort: number; upstream: string },
): Promise<ChildProcess> {
  const at = (name: string) => JSON.stringify(path.join(dir, name))
  const forward = `
        location / {
            proxy_pass http://${ports.upstream};
            proxy_http_version 1.1;
            proxy_request_buffering off;
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
        }`
  const conf = path.join(dir, 'proxy.conf')
  await writeFile(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${at('proxy.pid')};
error_log ${at('proxy-error.log')} warn;
events { worker_connections 64; }
http {
    access_log off;
    client_body_temp_path ${at('client_body_temp')};
    proxy_temp_path ${at('proxy_temp')};
    fastcgi_temp_path ${at('fastcgi_temp')};
    uwsgi_temp_path ${at('uwsgi_temp')};
    scgi_temp_path ${at('scgi_temp')};
    server {
        listen 127.0.0.1:${ports.httpsPort} ssl;
        ssl_certificate ${at('cert.pem')};
        ssl_certificate_key ${at('key.pem')};${forward}
    }
    server {
        listen 127.0.0.1:${ports.httpPort};${forward}
    }
}
`,
  )
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'proxy-error.log')]
  await promisify(execFile)(NGINX_BIN, [...args, '-t'])
  const child = spawn(NGINX_BIN, args, { stdio: 'ignore' })
  const responses = () =>
    new Promise<boolean>((resolve) => {
      httpRequest({ host: '127.0.0.1', port: ports.httpPort, path: '/', agent: false }, (res) => {
        res.resume()
        resolve(true)
      })
        .on('error', () => resolve(false))
        .end()
    })
  try {
    await vi.waitFor(
      async () => {
        if (!(await responses())) throw new Error('not answering yet')
      },
      { timeout: 10_000, interval: 50 },
    )
    return child
  } catch {
    child.kill('SIGTERM')
    throw new Error(
      `The TLS proxy did not start: ${await readFile(path.join(dir, 'proxy-error.log'), 'utf8').catch(() => '')}`,
    )
  }
}
