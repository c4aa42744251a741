import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TLSSocket } from 'node:tls'
import { type Browser, chromium } from 'playwright-core'
import { chromiumFlags } from '../../../e2e/chromium-flags.js'
import type { Podman } from './podman.js'
import { run } from './run.js'
import { standInImages } from './standins.js'

/** The https profile's site as a visitor reaches it: Caddy's published ports, the CA to trust. */
export interface HttpsSite {
  domain: string
  httpPort: number
  httpsPort: number
  /** The test CA's root certificate (PEM). */
  root: string
}

export interface SiteResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  /** The serial number of the certificate the site showed. */
  serial: string
}

/**
 * One https request to the site through Caddy, from this host, trusting only the test CA and
 * checking the certificate against the domain (Node's own checks). `body` is sent whole.
 */
export function siteRequest(
  site: HttpsSite,
  method: string,
  pathname: string,
  options: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<SiteResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: site.httpsPort,
        servername: site.domain,
        ca: site.root,
        // A connection of its own (no kept socket, no resumed TLS session), so the certificate
        // is always sent and can be read.
        agent: false,
        method,
        path: pathname,
        headers: { host: site.domain, ...options.headers },
      },
      (res) => {
        // Read now: the socket is handed back to the agent when the response ends.
        const serial = (res.socket as TLSSocket).getPeerCertificate().serialNumber ?? ''
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            serial,
          }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${pathname}: no answer in 60 s`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

/**
 * Sends the head of a request and the first `sent` bytes of a body of `declared` bytes, then
 * breaks the connection, as a phone losing its signal does. Resolves once the bytes are written
 * and `holdMs` has passed with the request still open (`whileOpen` runs then).
 */
export function sendThenBreak(
  site: HttpsSite,
  pathname: string,
  headers: Record<string, string>,
  sent: Buffer,
  declared: number,
  whileOpen: () => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port: site.httpsPort,
      servername: site.domain,
      ca: site.root,
      method: 'PATCH',
      path: pathname,
      headers: { host: site.domain, ...headers, 'content-length': String(declared) },
    })
    req.on('error', () => {
      // the break itself
    })
    req.on('response', (res) => {
      res.resume()
      reject(new Error(`answered ${res.statusCode} before the body was complete`))
    })
    req.write(sent, (error) => {
      if (error) return reject(error)
      whileOpen().then(
        () => {
          req.destroy()
          resolve()
        },
        (failure) => {
          req.destroy()
          reject(failure)
        },
      )
    })
  })
}

/**
 * Chromium as a visitor's browser that trusts the test CA and nothing else added: a fresh HOME
 * whose NSS database holds only that root (or none), and the site's domain mapped to Caddy's
 * published ports. No flag of any kind loosens the certificate checks.
 */
export async function launchVisitorBrowser(
  site: HttpsSite,
  trustTestCa: boolean,
): Promise<{ browser: Browser; close(): Promise<void> }> {
  const home = await mkdtemp(path.join(tmpdir(), 'compose-chromium-home-'))
  const nssdb = `sql:${path.join(home, '.pki/nssdb')}`
  await mkdir(path.join(home, '.pki/nssdb'), { recursive: true })
  await run('certutil', ['-d', nssdb, '-N', '--empty-password'])
  if (trustTestCa) {
    const rootFile = path.join(home, 'test-ca-root.crt')
    await writeFile(rootFile, site.root)
    await run('certutil', ['-d', nssdb, '-A', '-t', 'C,,', '-n', 'compose test CA', '-i', rootFile])
  }
  const rules = [
    `MAP ${site.domain}:443 127.0.0.1:${site.httpsPort}`,
    `MAP ${site.domain}:80 127.0.0.1:${site.httpPort}`,
  ].join(', ')
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    env: { ...process.env, HOME: home },
    args: [...chromiumFlags, `--host-resolver-rules=${rules}`],
  })
  return {
    browser,
    async close() {
      await browser.close()
      await rm(home, { recursive: true, force: true })
    },
  }
}

/**
 * Visitors with addresses of their own. Through podman's port forwarding every connection from
 * this host, or from a container on a network with masquerading, reaches Caddy from one address
 * (a bridge's). Containers on an *internal* network are not masqueraded: each reaches Caddy's
 * published port at that network's gateway (a host address, so the port's DNAT applies) from its
 * own address, as visitors on the internet do. netavark turns forwarding off on an internal
 * network's bridge; it is turned on for this one bridge, which goes away with the network.
 */
export async function createVisitorNetwork(podman: Podman, name: string, hosts: number[]) {
  await podman.podman(['network', 'create', '--internal', name])
  const inspect = (format: string) =>
    podman.podman(['network', 'inspect', name, '--format', format]).then((out) => out.trim())
  const gateway = await inspect('{{range .Subnets}}{{.Gateway}}{{end}}')
  const prefix = gateway.split('.').slice(0, 3).join('.')
  const address = (host: number) => `${prefix}.${host}`
  const containers = new Map<number, string>()
  for (const host of hosts) {
    const id = await podman.podman([
      ...['run', '-d', '--network', name, '--ip', address(host)],
      ...[standInImages.node, 'sleep', 'infinity'],
    ])
    containers.set(host, id.trim())
  }
  // The bridge exists once a container is on it.
  const bridge = await inspect('{{.NetworkInterface}}')
  await writeFile(`/proc/sys/net/ipv4/conf/${bridge}/forwarding`, '1')

  /**
   * Logs in once per entry of `attempts`, in order, from the visitor at `address(host)`;
   * resolves with the responses' statuses.
   */
  async function logIns(
    host: number,
    site: HttpsSite,
    attempts: Array<{ username: string; password: string; headers?: Record<string, string> }>,
  ): Promise<number[]> {
    const visit = JSON.stringify({
      host: gateway,
      port: site.httpsPort,
      domain: site.domain,
      ca: site.root,
      attempts,
    })
    const id = containers.get(host)
    if (!id) throw new Error(`no visitor at ${address(host)}`)
    const out = await podman.podman([
      'exec',
      '-e',
      `VISIT=${visit}`,
      id,
      'node',
      '-e',
      LOG_IN_SCRIPT,
    ])
    return JSON.parse(out.trim().split('\n').at(-1) ?? '[]')
  }

  async function remove() {
    for (const id of containers.values()) await podman.podman(['rm', '--force', '--time', '0', id])
    await podman.podman(['network', 'rm', '--force', name])
  }

  return { gateway, address, logIns, remove }
}

/** What a visitor's container runs: the logins, over https, trusting only the test CA. */
const LOG_IN_SCRIPT = `
const https = require('node:https')
const { host, port, domain, ca, attempts } = JSON.parse(process.env.VISIT)
const logIn = ({ username, password, headers }) => new Promise((resolve, reject) => {
  const body = JSON.stringify({ username, password })
  const req = https.request({ host, port, servername: domain, ca, method: 'POST', path: '/api/auth/login',
    headers: { host: domain, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
    (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)) })
  req.on('error', reject)
  req.end(body)
})
;(async () => {
  const statuses = []
  for (const attempt of attempts) statuses.push(await logIn(attempt))
  console.log(JSON.stringify(statuses))
})().catch((error) => { console.error(error); process.exit(1) })
`
