import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { findFreePort } from '../../server/src/embedded/ports.js'
import { startEmbeddedPostgres } from '../../server/src/embedded/postgres.js'

const serverDist = fileURLToPath(new URL('../../server/dist/', import.meta.url))

/** Resolves once `url` responds with 200; fails when `child` exits first or after 30 s. */
export async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
    // The body is read to its end: one left unread keeps the server's response (and its close) open.
    const ok = await fetch(url).then(
      async (response) => (await response.arrayBuffer()) && response.ok,
      () => false,
    )
    if (ok) return
    await sleep(100)
  }
  throw new Error(`${url} did not answer within 30 s`)
}

/** A built server entry (`server/dist/<entry>`) in a process of its own, as production runs it. */
export function startBuiltEntry(entry: string, env: Record<string, string>, args: string[] = []) {
  const file = `${serverDist}${entry}`
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`)
  const child = spawn(process.execPath, [...args, file], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return { child, stop: () => stopChild(child) }
}

/** Ends a process started here (SIGTERM) and waits for it; at once if it has already ended. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

export interface BuiltApi {
  /** `http://127.0.0.1:<port>` */
  apiBase: string
  /** The API process's id (its memory can be read in /proc). */
  pid: number
  databaseUrl: string
  s3: { endpoint: string; accessKey: string; secretKey: string }
  bucket: string
  stop(): Promise<void>
}

/**
 * The production API (`server/dist/server.js`) in a process of its own, on a throw-away embedded
 * PostgreSQL and S3 server (each in its own process too) kept under `dir`, as production runs.
 */
export async function startBuiltApi(
  dir: string,
  bucket = 'media',
  env: Record<string, string> = {},
): Promise<BuiltApi> {
  const stops: (() => Promise<unknown>)[] = []
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {})
  }
  try {
    const postgres = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      port: await findFreePort(),
    })
    stops.push(() => postgres.stop())
    const s3 = await startBuiltLocalS3(path.join(dir, 's3'))
    stops.push(() => s3.stop())
    const databaseUrl = await postgres.createDatabase('bench')
    const port = await findFreePort()
    const api = startBuiltEntry('server.js', {
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: bucket,
      ADMIN_PASSWORD: 'bench-admin-password',
      ...env,
    })
    stops.push(api.stop)
    const apiBase = `http://127.0.0.1:${port}`
    await waitForHttp(`${apiBase}/api/health`, api.child)
    const pid = api.child.pid
    if (pid === undefined) throw new Error('the API process has no id')
    return { apiBase, pid, databaseUrl, s3, bucket, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * The embedded S3 server (s3rver with the product's shims, from `server/dist`) in a process of its
 * own, so it does not share an event loop with the load generator.
 */
export async function startBuiltLocalS3(dir: string) {
  const script = `
    import { startLocalS3 } from ${JSON.stringify(`${serverDist}embedded/s3.js`)}
    const s3 = await startLocalS3({ dir: ${JSON.stringify(dir)}, port: 0 })
    process.stdout.write(JSON.stringify(s3) + '\\n')
    process.on('SIGTERM', () => s3.stop().then(() => process.exit(0)))
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString()))
    child.once('exit', (code) => reject(new Error(`the S3 server exited (${code})`)))
  })
  const s3 = JSON.parse(line) as { endpoint: string; accessKey: string; secretKey: string }
  return { ...s3, stop: () => stopChild(child) }
}
