import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { nginxSkipReason, trustedProxiesScript } from '../../e2e/nginx-config.js'
import { startNginx } from '../../e2e/stack.js'
import { findFreePort } from '../../server/src/embedded/ports.js'
import { type Echo, startEchoServer, waitForHttp } from './echo-upstream.js'

/**
 * nginx behind a TLS proxy or CDN (TRUSTED_PROXIES): the API must see each visitor's own address,
 * and only a trusted proxy may say who the visitor is or that the visit came over https. Here
 * 127.0.0.1 plays the trusted proxy and 127.0.0.2 a visitor connecting directly.
 */
const skipReason = nginxSkipReason()

const TRUSTED = '127.0.0.1'
const VISITOR = '127.0.0.2'

describe('TRUSTED_PROXIES start script', () => {
  const render = async (value: string, env: Record<string, string> = {}) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'trusted-proxies-'))
    try {
      const { stderr } = await promisify(execFile)('sh', [trustedProxiesScript, dir], {
        env: { PATH: process.env.PATH, TRUSTED_PROXIES: value, ...env },
      })
      return { conf: await readFile(path.join(dir, 'trusted-proxies.conf'), 'utf8'), stderr }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }

  test('one set_real_ip_from per address or range, separated by commas or spaces', async () => {
    const { conf } = await render('172.16.0.0/12, 10.0.0.5 fd00::/8,::1')
    expect(conf.match(/^set_real_ip_from .*$/gm)).toEqual([
      'set_real_ip_from 172.16.0.0/12;',
      'set_real_ip_from 10.0.0.5;',
      'set_real_ip_from fd00::/8;',
      'set_real_ip_from ::1;',
    ])
    expect(conf).toContain('real_ip_header X-Forwarded-For;')
    expect(conf).toContain('real_ip_recursive on;')
  })

  test("with SITE_DOMAIN (the https profile) the container's own networks are trusted too, for Caddy", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'trusted-proxies-route-'))
    try {
      // A container on two compose networks, 10.89.0.0/24 and 172.18.0.0/16, as the kernel lists
      // them (little-endian hex), with its default route.
      const route = path.join(dir, 'route')
      await writeFile(
        route,
        [
          'Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT',
          'eth0\t00000000\t0100590A\t0003\t0\t0\t0\t00000000\t0\t0\t0',
          'eth0\t0000590A\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0',
          'eth1\t000012AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0',
          '',
        ].join('\n'),
      )
      const env = { SITE_DOMAIN: 'www.example.co.za', PROC_NET_ROUTE: route }
      const { conf } = await render('198.51.100.7', env)
      expect(conf.match(/^set_real_ip_from .*$/gm)).toEqual([
        'set_real_ip_from 198.51.100.7;',
        'set_real_ip_from 10.89.0.0/24;',
        'set_real_ip_from 172.18.0.0/16;',
      ])
      expect(conf).toMatch(/^ {4}10\.89\.0\.0\/24 1;$/m)
      // Without SITE_DOMAIN nothing but TRUSTED_PROXIES.
      const plain = await render('198.51.100.7', { PROC_NET_ROUTE: route })
      expect(plain.conf.match(/^set_real_ip_from .*$/gm)).toEqual([
        'set_real_ip_from 198.51.100.7;',
      ])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('unset or empty: no proxy is trusted, X-Forwarded-For is never read', async () => {
    for (const value of ['', ' , ']) {
      const { conf } = await render(value)
      expect(conf, JSON.stringify(value)).not.toMatch(/set_real_ip_from|real_ip_header/)
    }
  })

  test.each([
    'proxy.example.com',
    '10.0.0.0/33',
    '*',
    '10.0.0.1;include /etc/passwd',
    '1.2.3.4/8/8',
  ])('refuses %j with a message naming it, and writes nothing', async (value) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'trusted-proxies-'))
    try {
      const run = promisify(execFile)('sh', [trustedProxiesScript, dir], {
        env: { PATH: process.env.PATH, TRUSTED_PROXIES: `10.0.0.0/8, ${value}` },
      })
      await expect(run).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`TRUSTED_PROXIES: "${value.split(/[ ,]/)[0]}"`),
      })
      expect(existsSync(path.join(dir, 'trusted-proxies.conf'))).toBe(false)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe.skipIf(skipReason)('nginx template behind a trusted proxy', () => {
  let prefix: string
  let stopNginx: (() => Promise<void>) | undefined
  let upstream: Server
  let port: number

  beforeAll(async () => {
    prefix = await mkdtemp(path.join(tmpdir(), 'nginx-trusted-'))
    await chmod(prefix, 0o755)
    const webRoot = path.join(prefix, 'www')
    await mkdir(webRoot)
    upstream = await startEchoServer()
    port = await findFreePort()
    stopNginx = await startNginx(
      path.join(prefix, 'nginx'),
      {
        API_UPSTREAM: `127.0.0.1:${(upstream.address() as { port: number }).port}`,
        NGINX_PORT: String(port),
        WEB_ROOT: webRoot,
        PUBLIC_URL: 'https://www.example.com/',
      },
      `${TRUSTED}/32, 192.0.2.0/24`,
    )
    await waitForHttp(`http://127.0.0.1:${port}/`)
  })

  afterAll(async () => {
    await stopNginx?.()
    await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve(undefined)))
    if (prefix) await rm(prefix, { recursive: true, force: true })
  })

  test('a trusted proxy names the visitor: the last address no trusted proxy has', async () => {
    const echo = await api(TRUSTED, {
      'X-Forwarded-For': '198.51.100.4',
      'X-Forwarded-Proto': 'https',
    })
    expect(echo.headers['x-forwarded-for']).toBe('198.51.100.4')
    expect(echo.headers['x-real-ip']).toBe('198.51.100.4')
    expect(echo.headers['x-forwarded-proto']).toBe('https')
    // A CDN (192.0.2.0/24) in front of the TLS proxy: both are skipped.
    const chained = await api(TRUSTED, { 'X-Forwarded-For': '198.51.100.4, 192.0.2.10' })
    expect(chained.headers['x-forwarded-for']).toBe('198.51.100.4')
  })

  test('an address the visitor wrote in before the trusted proxy added its own is not believed', async () => {
    const echo = await api(TRUSTED, { 'X-Forwarded-For': '203.0.113.66, 198.51.100.4' })
    expect(echo.headers['x-forwarded-for']).toBe('198.51.100.4')
  })

  test('a visitor connecting directly keeps its own address and scheme, whatever it claims', async () => {
    const echo = await api(VISITOR, {
      'X-Forwarded-For': '203.0.113.66',
      'X-Forwarded-Proto': 'https',
    })
    expect(echo.headers['x-forwarded-for']).toBe(VISITOR)
    expect(echo.headers['x-real-ip']).toBe(VISITOR)
    expect(echo.headers['x-forwarded-proto']).toBe('http')
  })

  test('plain http handed on by a trusted proxy is sent to the https address', async () => {
    const redirected = await get(TRUSTED, '/gallery?category=solar', {
      'X-Forwarded-For': '198.51.100.4',
      'X-Forwarded-Proto': 'http',
    })
    expect(redirected.status).toBe(301)
    expect(redirected.headers.location).toBe('https://www.example.com/gallery?category=solar')
    // Only a trusted proxy's word counts: a visitor's claim changes nothing.
    const direct = await get(VISITOR, '/', { 'X-Forwarded-Proto': 'http' })
    expect(direct.status).toBe(200)
    const secure = await get(TRUSTED, '/', {
      'X-Forwarded-For': '198.51.100.4',
      'X-Forwarded-Proto': 'https',
    })
    expect(secure.status).toBe(200)
  })

  function get(
    from: string,
    url: string,
    headers: Record<string, string>,
  ): Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: string
  }> {
    return new Promise((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: url, localAddress: from, headers, agent: false },
        async (res) => {
          let body = ''
          for await (const chunk of res) body += chunk
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body })
        },
      )
      req.on('error', reject)
      req.end()
    })
  }

  async function api(from: string, headers: Record<string, string>): Promise<Echo> {
    const res = await get(from, '/api/anything', headers)
    expect(res.status).toBe(200)
    return JSON.parse(res.body) as Echo
  }
})
