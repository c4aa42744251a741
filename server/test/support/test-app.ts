import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { type AppOptions, buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { startLocalS3 } from '../../src/embedded/s3.js'
import { type Cleanups, runCleanups } from './cleanups.js'
import { makeOwnedTempDir } from './owned-temp-dirs.js'

export interface TestApp {
  app: FastifyInstance
  databaseUrl: string
  /** Every log line the app wrote, parsed. */
  logs: { level: number; msg: string; err?: { message?: string; stack?: string } }[]
  /**
   * Where its database and bucket are (`DATABASE_URL`, `S3_*`): pass as `env` to build a second
   * API process on the same data, as two replicas run.
   */
  servicesEnv: Record<string, string>
  close(): Promise<void>
}

export interface TestAppOptions
  extends Pick<
    AppOptions,
    | 'admin'
    | 'clientDir'
    | 'pagesDir'
    | 'quoteRequests'
    | 'mediaProcessing'
    | 'quoteAttachments'
    | 'clientLimits'
  > {
  /** Environment variables on top of the test defaults (e.g. a database that is down). */
  env?: Record<string, string>
  /** Wait until migrations and the bucket are done (default true). */
  waitUntilReady?: boolean
  /** The test provokes errors on purpose; otherwise an error in the log fails it. */
  allowErrorLogs?: boolean
  /**
   * Fail with the step and the app's warnings if it is not built by then (default 45 s, below the
   * files' 60 s hook limit; a test app is ready in about 2 s).
   */
  readyWithinMs?: number
}

/** A fresh database on the shared PostgreSQL server, with nothing in it. */
export async function createTestDatabase(): Promise<string> {
  const maintenanceUrl = inject('postgresUrl')
  const name = `test_${randomUUID().replaceAll('-', '')}`
  const client = new pg.Client({ connectionString: maintenanceUrl })
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(maintenanceUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Builds the real app against real services: a fresh database (migrated by the app itself) and an
 * S3 bucket of its own, on the shared containers or on an s3rver started for this app.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { readyWithinMs = 45_000 } = options
  const building: Building = { step: 'creating its database', logs: [], cleanups: [] }
  let timer: NodeJS.Timeout | undefined
  // Start-up tasks retry for ever while a service fails: without this limit the file fails on its
  // hook's limit with no word of what was waited for.
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(describeSlowBuild(building, readyWithinMs))),
      readyWithinMs,
    )
  })
  try {
    return await Promise.race([buildTestAppNow(options, building), tooSlow])
  } catch (error) {
    // What was started so far stops here: the worker runs other files after this one.
    building.abandoned = true
    await runCleanups(building.cleanups)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

interface Building {
  step: string
  logs: TestApp['logs']
  /** What undoes each part started so far, run last to first. */
  cleanups: Cleanups
  /** Given up on: a part started after this is stopped at once. */
  abandoned?: boolean
}

function describeSlowBuild({ step, logs }: Building, waitedMs: number): string {
  const warnings = logs
    .filter((line) => line.level >= 40)
    .slice(-10)
    .map((line) => `  ${line.msg}${line.err?.message ? `: ${line.err.message}` : ''}`)
  return [
    `The test app was not ready after ${waitedMs / 1000} s; it was ${step}.`,
    ...(warnings.length > 0 ? ['Its last warnings and errors:', ...warnings] : []),
  ].join('\n')
}

async function buildTestAppNow(options: TestAppOptions, building: Building): Promise<TestApp> {
  const started = async (cleanup: () => Promise<unknown>) => {
    if (building.abandoned) await cleanup()
    else building.cleanups.push(cleanup)
  }
  const databaseUrl = await createTestDatabase()
  let s3 = {
    endpoint: inject('s3Endpoint'),
    accessKey: inject('s3AccessKey'),
    secretKey: inject('s3SecretKey'),
  }
  if (!s3.endpoint) {
    building.step = 'starting its s3rver'
    const dir = await makeOwnedTempDir('site-test-s3-')
    await started(() => rm(dir, { recursive: true, force: true }))
    const local = await startLocalS3({ dir, port: 0 })
    await started(() => local.stop())
    s3 = local
  }

  const services: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: `test-${randomUUID().slice(0, 8)}`,
  }
  const servicesEnv = Object.fromEntries(
    Object.entries(services).map(([name, value]) => [name, options.env?.[name] ?? value]),
  )
  // Its own data folder: the outbox and the nightly backups never land in the checkout's .data.
  const dataDir = await makeOwnedTempDir('site-test-data-')
  await started(() => rm(dataDir, { recursive: true, force: true }))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ADMIN_PASSWORD: 'test-admin-password',
    DATA_DIR: dataDir,
    ...options.env,
    ...servicesEnv,
  })
  const logs = building.logs
  building.step = 'building the app'
  const app = await buildApp(config, {
    admin: options.admin,
    clientDir: options.clientDir,
    pagesDir: options.pagesDir,
    quoteRequests: options.quoteRequests,
    quoteAttachments: options.quoteAttachments,
    clientLimits: options.clientLimits,
    // Uploaded items are processed within a second in tests; retries come at once.
    mediaProcessing: {
      pollingIntervalSeconds: 0.5,
      retry: { retryLimit: 2, retryDelay: 0, retryBackoff: false },
      ...options.mediaProcessing,
    },
    logStream: { write: (line) => logs.push(JSON.parse(line)) },
  })
  await started(() => app.close())
  await app.ready()
  building.step = 'waiting for its start-up tasks (migrations, bucket, job queue...)'
  if (options.waitUntilReady !== false) await app.readiness.whenReady()

  return {
    app,
    databaseUrl: servicesEnv.DATABASE_URL ?? databaseUrl,
    logs,
    servicesEnv,
    async close() {
      await runCleanups(building.cleanups)
      const errors = logs.filter((line) => line.level >= 50)
      if (errors.length > 0 && !options.allowErrorLogs) {
        // With each error's own message and stack: a failure seen once in CI must say why.
        const described = errors.map((e) =>
          e.err ? `${e.msg}: ${e.err.stack ?? e.err.message}` : e.msg,
        )
        throw new Error(`The server logged errors:\n${described.join('\n')}`)
      }
    },
  }
}
