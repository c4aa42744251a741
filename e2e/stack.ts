import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync, type WriteStream } from 'node:fs'
import { chmod, copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { findFreePort as freePort } from '../server/src/embedded/ports.js'
import { startEmbeddedPostgres } from '../server/src/embedded/postgres.js'
import { startLocalS3 } from '../server/src/embedded/s3.js'
import { makeOwnedTempDir } from '../server/test/support/owned-temp-dirs.js'
import { throwawayPostgresFlags } from '../server/test/support/throwaway-postgres.js'
import { NGINX_BIN, renderNginxConf } from './nginx-config.js'

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))
export { NGINX_BIN }

/** Exactly what the api image runs (Dockerfile CMD), relative to the repository root. */
const API_ENTRY = 'server/dist/server.js'
/** What `npm start` runs: the API serving the built client itself. */
const EMBEDDED_ENTRY = 'server/dist/embedded/main.js'
const MIGRATE_ENTRY = 'server/dist/migrate.js'
const API_START_TIMEOUT_MS = 60_000
const API_STOP_TIMEOUT_MS = 10_000
/** Names the folder of preparePostgresTemplate for the test files' processes, which inherit it. */
const POSTGRES_TEMPLATE_VARIABLE = 'SITE_E2E_POSTGRES_TEMPLATE'

export interface StackOptions {
  /** Also serve client/dist and proxy the API through nginx with the project's template. */
  nginx: boolean
  /** Name used for the copies of the logs kept in .artifacts/logs/. */
  name: string
  /** Extra API environment (e.g. SMTP_URL of a test mail server). */
  env?: Record<string, string>
  /** Folder holding server/dist and its node_modules (default: this repository). */
  appDir?: string
  /** Run the one-shot `node server/dist/migrate.js` first, as compose's migrate service does. */
  migrateFirst?: boolean
  /** The client build nginx serves, relative to the repository (default client/dist). */
  webRoot?: string
  /**
   * `embedded`: run `npm start`'s entry instead of the api image's, so `apiURL` also serves the
   * site as `npm start` does (with the stack's database and S3 server, which it then uses).
   */
  entry?: 'api' | 'embedded'
  /** The address visitors use when it is not nginx's own (a TLS proxy in front of it). */
  publicUrl?: string
  /**
   * The host name in `baseURL` and PUBLIC_URL (default 127.0.0.1). Passkeys need `localhost`:
   * WebAuthn takes a domain name as the relying party's ID, never an IP address.
   */
  host?: 'localhost'
  /** The web image's TRUSTED_PROXIES: the proxies in front of nginx whose addresses it skips. */
  trustedProxies?: string
  /**
   * API processes sharing the database, the bucket and DATA_DIR (default 1), as
   * `docker compose up --scale api=N` runs them; nginx spreads requests over all of them.
   */
  replicas?: number
}

export interface Stack {
  /** Where visitors go: nginx when it runs, else the API itself. */
  baseURL: string
  apiURL: string
  apiLogPath: string
  /** The API's DATA_DIR (the mail outbox), shared by every replica. */
  dataDir: string
  /** Every API process (the first is `apiURL`), with its own log. */
  replicas: Replica[]
  /** Where the API log is kept (.artifacts/logs) once `stop()` has removed the temporary folder. */
  keptApiLogPath: string
  admin: { username: string; password: string }
  /** The API's own backing services, for seeding real rows and objects. */
  databaseUrl: string
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string }
  /** Stops only the API (nginx keeps answering, with 502), for fault tests. */
  stopApi(): Promise<ApiExit>
  /** Stops everything; reports how the API process ended after SIGTERM. */
  stop(): Promise<ApiExit>
}

export interface Replica {
  apiURL: string
  apiLogPath: string
  /** SIGKILL, as when a container dies: no graceful shutdown. Resolves once it has exited. */
  kill(): Promise<void>
}

export interface ApiExit {
  code: number | null
  signal: NodeJS.Signals | null
  /** True when the API ignored SIGTERM for 10 s and had to be killed. */
  killed: boolean
  ms: number
}

/** Files the stack needs from `npm run build`; empty when everything is there. */
export function missingBuildOutput(
  withClient: boolean,
  appDir = repoRoot,
  webRoot = 'client/dist',
): string[] {
  const needed = [
    path.join(appDir, API_ENTRY),
    path.join(appDir, 'client/dist-ssr/server-manifest.json'),
  ]
  if (withClient) needed.push(path.join(repoRoot, webRoot, 'favicon.ico'))
  return needed.filter((file) => !existsSync(file))
}

/**
 * Starts the production API the way the api image does (`node server/dist/server.js`,
 * NODE_ENV=production, configured only by environment) against real embedded PostgreSQL and the
 * local S3 server, all in one temporary folder; optionally nginx in front with the project's own
 * template. Anything started is stopped again when a later step fails.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const appDir = options.appDir ?? repoRoot
  const missing = missingBuildOutput(options.nginx, appDir, options.webRoot)
  if (missing.length > 0) {
    throw new Error(`Missing build output: ${missing.join(', ')}. Run \`npm run build\` first.`)
  }
  const dir = await makeOwnedTempDir(`site-${options.name}-`)
  // mkdtemp makes 0700; the postgres user (and nginx workers) must get through it.
  await chmod(dir, 0o755)
  const undo: Array<() => Promise<unknown>> = [() => rm(dir, { recursive: true, force: true })]
  const unwind = async () => {
    for (const step of undo.splice(0).reverse()) await step().catch(() => {})
  }

  const apiLogPath = path.join(dir, 'api.log')
  const pgLog = createWriteStream(path.join(dir, 'postgres.log'))
  undo.push(() => closeStream(pgLog))
  try {
    const template = process.env[POSTGRES_TEMPLATE_VARIABLE]
    if (template) await copyPostgresFolder(template, dir)
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      port: await freePort(),
      onLog: (message) => pgLog.write(`${String(message)}\n`),
      flags: throwawayPostgresFlags,
    })
    undo.push(() => pg.stop())
    const databaseUrl = await pg.createDatabase('site')
    const s3 = await startLocalS3({ dir: path.join(dir, 's3'), port: 0 })
    undo.push(() => s3.stop())

    const apiPort = await freePort()
    const nginxPort = options.nginx ? await freePort() : 0
    const apiURL = `http://127.0.0.1:${apiPort}`
    const host = options.host ?? '127.0.0.1'
    const baseURL = `http://${host}:${options.nginx ? nginxPort : apiPort}`
    const admin = { username: 'admin', password: randomBytes(12).toString('base64url') }

    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      PUBLIC_URL: options.publicUrl ?? baseURL,
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: databaseUrl,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: options.name,
      S3_REGION: 'us-east-1',
      TRUST_PROXY: 'loopback',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      // One site served two ways in one test (npm start's own port, nginx's port): with PUBLIC_URL
      // set, the API takes writes only from its configured origins, so both are named.
      ...(options.nginx && options.entry === 'embedded' ? { CORS_ORIGINS: apiURL } : {}),
      ...options.env,
    }
    if (options.migrateFirst) await runMigrations(appDir, env)
    const entry = options.entry === 'embedded' ? EMBEDDED_ENTRY : API_ENTRY
    const api = spawnApi(appDir, entry, apiLogPath, env)
    let apiExit: ApiExit | undefined
    undo.push(async () => {
      apiExit = await stopProcess(api.child)
      await api.logClosed
    })
    await waitForHealth(apiURL, api.child, apiLogPath)

    // The other replicas start together once the first has migrated the database.
    const replicas: Replica[] = [{ apiURL, apiLogPath, kill: () => killProcess(api.child) }]
    const others: Promise<void>[] = []
    for (let n = 2; n <= (options.replicas ?? 1); n++) {
      const port = await freePort()
      const logPath = path.join(dir, `api-${n}.log`)
      const other = spawnApi(appDir, entry, logPath, { ...env, PORT: String(port) })
      undo.push(async () => {
        await stopProcess(other.child)
        await other.logClosed
      })
      const replica: Replica = {
        apiURL: `http://127.0.0.1:${port}`,
        apiLogPath: logPath,
        kill: () => killProcess(other.child),
      }
      replicas.push(replica)
      others.push(waitForHealth(replica.apiURL, other.child, logPath))
    }
    await Promise.all(others)

    if (options.nginx) {
      const stopNginx = await startNginx(
        path.join(dir, 'nginx'),
        {
          // Compose's DNS answers `api` with one address per replica and nginx puts each in
          // the upstream; here the replicas differ by port, so the template's one
          // `server API_UPSTREAM;` line becomes one line per replica.
          API_UPSTREAM: replicas.map((r) => new URL(r.apiURL).host).join(';\n    server '),
          NGINX_PORT: String(nginxPort),
          WEB_ROOT: path.join(repoRoot, options.webRoot ?? 'client/dist'),
          // With a trailing slash on purpose: pages must still get single-slash URLs.
          PUBLIC_URL: `${options.publicUrl ?? baseURL}/`,
        },
        options.trustedProxies,
      )
      undo.push(stopNginx)
      await waitForHttp(`${baseURL}/`, 10_000)
    }

    return {
      baseURL,
      apiURL,
      apiLogPath,
      replicas,
      dataDir: env.DATA_DIR ?? '',
      keptApiLogPath: path.join(repoRoot, '.artifacts/logs', `${options.name}-api.log`),
      admin,
      databaseUrl,
      s3: { ...s3, bucket: options.name },
      stopApi: () => stopProcess(api.child),
      async stop() {
        // Everything after the API's entry in `undo` is stopped first (nginx), then the API, then
        // its backing services; the logs are kept for CI before the folder goes.
        const rmDir = undo.shift()
        await unwind()
        await keepLogs(dir, options.name)
        await rmDir?.()
        return apiExit ?? { code: null, signal: null, killed: false, ms: 0 }
      },
    }
  } catch (error) {
    const log = await readFile(apiLogPath, 'utf8').catch(() => '')
    await unwind()
    if (log && !(error instanceof Error && error.message.includes(log))) {
      process.stderr.write(`\n--- API log (${options.name}) ---\n${log}\n--- end of API log ---\n`)
    }
    throw error
  }
}

/**
 * An initialised and stopped PostgreSQL data folder, with its password file, that every stack
 * started afterwards in this process or its children copies instead of running initdb: 0.4 s
 * against 1.7 s, for each of the 30-odd stacks of the browser tests (the e2e global setup).
 */
export async function preparePostgresTemplate(): Promise<{ remove(): Promise<void> }> {
  const dir = await makeOwnedTempDir('site-pg-template-')
  await chmod(dir, 0o755)
  try {
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      port: await freePort(),
      flags: throwawayPostgresFlags,
    })
    await pg.stop()
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  process.env[POSTGRES_TEMPLATE_VARIABLE] = dir
  return {
    async remove() {
      delete process.env[POSTGRES_TEMPLATE_VARIABLE]
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** `cp -a`: as root the cluster's files belong to the postgres user, and must stay so. */
async function copyPostgresFolder(template: string, dir: string): Promise<void> {
  const from = [path.join(template, 'pg'), path.join(template, 'pg.password')]
  await promisify(execFile)('cp', ['-a', ...from, dir])
}

/**
 * pino lines at level error (50) or above, for "the server log has no errors" checks; also
 * pino-pretty's `[12:00:00] ERROR: …` lines, which `npm start`'s entry writes.
 */
export async function serverErrors(apiLogPath: string): Promise<string[]> {
  const log = await readFile(apiLogPath, 'utf8').catch(() => '')
  return log.split('\n').filter((line) => {
    if (/^\[[\d:]+\] (ERROR|FATAL):/.test(line)) return true
    if (!line.startsWith('{')) return false
    try {
      return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50
    } catch {
      return false
    }
  })
}

async function runMigrations(cwd: string, env: Record<string, string>): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [MIGRATE_ENTRY], { cwd, env, timeout: 60_000 })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`node ${MIGRATE_ENTRY} failed: ${(error as Error).message}\n${stdout}${stderr}`)
  }
}

function spawnApi(cwd: string, entry: string, logPath: string, env: Record<string, string>) {
  const log = createWriteStream(logPath)
  const child = spawn(process.execPath, [entry], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.pipe(log, { end: false })
  child.stderr.pipe(log, { end: false })
  const logClosed = new Promise<void>((resolve) => {
    child.on('close', () => log.end(resolve))
  })
  return { child, logClosed }
}

async function waitForHealth(apiURL: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + API_START_TIMEOUT_MS
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The API exited during start-up (code ${child.exitCode}, signal ${child.signalCode}).\n` +
          (await readFile(logPath, 'utf8').catch(() => '')),
      )
    }
    try {
      const res = await fetch(`${apiURL}/api/health`, { signal: AbortSignal.timeout(2_000) })
      if (res.status === 200) return
      last = `${res.status} ${await res.text()}`
    } catch (error) {
      last = (error as Error).message
    }
    await delay(250)
  }
  // The log's end names a start-up task that keeps failing or hangs (the readiness plugin's warnings).
  const logEnd = (await readFile(logPath, 'utf8').catch(() => '')).trimEnd().split('\n').slice(-20)
  throw new Error(
    `GET ${apiURL}/api/health did not answer 200 within ${API_START_TIMEOUT_MS / 1000} s (last: ${last}).\n` +
      `The end of its log:\n${logEnd.join('\n')}`,
  )
}

/**
 * Debian's nginx with the project's template rendered into `prefix` (see renderNginxConf);
 * resolves once it runs, with a function that stops it.
 */
export async function startNginx(
  prefix: string,
  vars: Parameters<typeof renderNginxConf>[1],
  trustedProxies = '',
): Promise<() => Promise<void>> {
  await mkdir(prefix, { recursive: true })
  const conf = path.join(prefix, 'nginx.conf')
  await writeFile(conf, await renderNginxConf(prefix, vars, trustedProxies))
  const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')]
  try {
    await promisify(execFile)(NGINX_BIN, [...args, '-t'])
  } catch (error) {
    const { stderr } = error as { stderr?: string }
    throw new Error(`nginx rejected the rendered config ${conf}:\n${stderr ?? error}`)
  }
  const child = spawn(NGINX_BIN, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  await delay(100)
  if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${stderr}`)
  return async () => {
    await stopProcess(child)
  }
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) })
      return
    } catch {
      await delay(100)
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

function killProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

/** SIGTERM, then SIGKILL after 10 s; resolves with how the process ended. */
function stopProcess(child: ChildProcess): Promise<ApiExit> {
  const started = Date.now()
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({
      code: child.exitCode,
      signal: child.signalCode,
      killed: false,
      ms: 0,
    })
  }
  return new Promise((resolve) => {
    let killed = false
    const timer = setTimeout(() => {
      killed = true
      child.kill('SIGKILL')
    }, API_STOP_TIMEOUT_MS)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, killed, ms: Date.now() - started })
    })
    child.kill('SIGTERM')
  })
}

async function keepLogs(dir: string, name: string): Promise<void> {
  const target = path.join(repoRoot, '.artifacts/logs')
  await mkdir(target, { recursive: true })
  const apiLogs = (await readdir(dir)).filter((file) => /^api(-\d+)?\.log$/.test(file))
  for (const file of [...apiLogs, 'postgres.log', 'nginx/error.log', 'nginx/access.log']) {
    const to = path.join(target, `${name}-${file.replace('/', '-')}`)
    await copyFile(path.join(dir, file), to).catch(() => {})
  }
}

function closeStream(stream: WriteStream): Promise<void> {
  return new Promise((resolve) => stream.end(resolve))
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
