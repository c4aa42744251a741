import path from 'node:path'
import type { Config } from '../config.js'
import { createOwnerOnlyFromNowOn, makeDataOwnerOnly } from './owner-only.js'
import { startLocalS3 } from './s3.js'
import type { RunningServices } from './services-file.js'
import { startSiteDatabase } from './site-database.js'

/**
 * Starts the backing services the configuration does not name (no DATABASE_URL: PostgreSQL, no
 * S3_ENDPOINT: the local S3 server) with their data under `dataDir`, whose lock the caller holds.
 * Their stops go to `stops`; the response names them as the environment variables they stand for.
 * Each answers only to its generated secret, kept owner-only beside its data (`pg.password`,
 * `s3.secret`), since any local user can reach a loopback port. The data folder, the objects and
 * the mail outbox are owner-only too (owner-only.ts).
 */
export async function startMissingServices(
  config: Pick<Config, 'databaseUrl' | 's3'>,
  dataDir: string,
  stops: (() => Promise<unknown>)[],
): Promise<RunningServices> {
  await makeDataOwnerOnly(dataDir, ['s3', 'outbox'])
  const started: RunningServices = {}
  if (!config.databaseUrl) {
    const database = await startSiteDatabase(dataDir)
    stops.push(database.stop)
    started.DATABASE_URL = database.url
  }
  createOwnerOnlyFromNowOn()
  if (!config.s3.endpoint) {
    const s3 = await startLocalS3({
      dir: path.join(dataDir, 's3'),
      port: 0,
      secretFile: path.join(dataDir, 's3.secret'),
    })
    stops.push(s3.stop)
    Object.assign(started, {
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
    })
  }
  return started
}
