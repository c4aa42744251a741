import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type AppOptions, buildApp } from '../../server/src/app.js'
import { loadConfig } from '../../server/src/config.js'
import { findFreePort } from '../../server/src/embedded/ports.js'
import { startEmbeddedPostgres } from '../../server/src/embedded/postgres.js'
import { startLocalS3 } from '../../server/src/embedded/s3.js'

export interface BenchApp {
  app: FastifyInstance
  stop(): Promise<void>
}

/** The real API on a throw-away embedded PostgreSQL and s3rver, as `npm start` runs it. */
export async function startBenchApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<BenchApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-bench-'))
  await chmod(dir, 0o755)
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    port: await findFreePort(),
  })
  const s3 = await startLocalS3({ dir: path.join(dir, 's3'), port: 0 })
  const config = loadConfig({
    NODE_ENV: 'production',
    // Shutting the throw-away database down makes idle connections warn; only errors matter here.
    LOG_LEVEL: 'error',
    DATABASE_URL: await postgres.createDatabase('bench'),
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    ADMIN_PASSWORD: 'bench-admin-password',
    ...env,
  })
  const app = await buildApp(config, options)
  await app.ready()
  await app.readiness.whenReady()
  return {
    app,
    async stop() {
      await app.close()
      await s3.stop()
      await postgres.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
