import { existsSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { ArchiveError } from '../backup/archive-error.js'
import type { Config } from '../config.js'
import { dataDirOf } from '../embedded/data-dir.js'
import type { RunningServices } from '../embedded/services-file.js'
import type { ObjectStoreOptions } from '../storage/object-store.js'

/** Where a CLI finds the site's database and bucket, and how it lets go of them. */
export interface SiteServices {
  databaseUrl: string
  s3: ObjectStoreOptions
  close(): Promise<void>
}

type Started = Pick<SiteServices, 'databaseUrl'> &
  Pick<ObjectStoreOptions, 'endpoint' | 'accessKey' | 'secretKey'>

/**
 * The services of the site to back up. With DATABASE_URL and S3_ENDPOINT set (compose), those.
 * Otherwise the embedded mode's, in DATA_DIR: the running `npm start`'s when it holds the folder
 * (it publishes where they are), else started here, holding the folder's lock as admin.ts does.
 */
export async function servicesToBackUp(config: Config): Promise<SiteServices> {
  if (config.databaseUrl && config.s3.endpoint) return fromConfig(config, {}, async () => {})
  const dataDir = dataDirOf(config)
  if (!existsSync(dataDir)) {
    throw new ArchiveError(`There is no site in ${dataDir} (DATA_DIR) to back up.`)
  }
  const held = await lockOrFindRunningSite(dataDir)
  if ('running' in held) {
    if (!held.running) {
      throw new ArchiveError(
        `The site in ${dataDir} is starting (it has not said where its services are yet): try again in a moment.`,
      )
    }
    return fromConfig(config, startedFrom(held.running), async () => {})
  }
  const stops = [held.release]
  try {
    if (!config.databaseUrl && !existsSync(path.join(dataDir, 'pg'))) {
      throw new ArchiveError(`There is no site database in ${dataDir} (DATA_DIR) to back up.`)
    }
    const started = await startEmbedded(config, dataDir, stops)
    return fromConfig(config, started, () => stopAll(stops))
  } catch (error) {
    await stopAll(stops)
    throw error
  }
}

/**
 * The empty services a restore fills. With DATABASE_URL and S3_ENDPOINT set, those (their
 * emptiness is checked by the restore). Otherwise the embedded mode's: DATA_DIR must be absent or
 * empty (so the site is not running); `discard` removes what the restore made there.
 */
export async function servicesToRestoreInto(
  config: Config,
): Promise<SiteServices & { discard(): Promise<void> }> {
  if (config.databaseUrl && config.s3.endpoint) {
    return { ...fromConfig(config, {}, async () => {}), discard: async () => {} }
  }
  const dataDir = dataDirOf(config)
  const existed = existsSync(dataDir)
  if (existed && (await readdir(dataDir)).length > 0) {
    throw new ArchiveError(
      `The data folder ${dataDir} (DATA_DIR) is not empty: a restore fills only an empty or absent one. Stop the site and move that folder away, or set DATA_DIR to a new folder. Nothing was changed.`,
    )
  }
  const { lockDataDir } = await import('../embedded/data-lock.js')
  const stops = [await lockDataDir(dataDir)]
  const close = () => stopAll(stops)
  const discard = async () => {
    await close()
    if (existed) {
      for (const name of await readdir(dataDir)) {
        await rm(path.join(dataDir, name), { recursive: true, force: true })
      }
    } else {
      await rm(dataDir, { recursive: true, force: true })
    }
  }
  try {
    const started = await startEmbedded(config, dataDir, stops)
    return { ...fromConfig(config, started, close), discard }
  } catch (error) {
    await discard()
    throw error
  }
}

/** The embedded services the configuration does not name, started here (start-services.ts). */
async function startEmbedded(
  config: Config,
  dataDir: string,
  stops: (() => Promise<unknown>)[],
): Promise<Partial<Started>> {
  // Development-only modules, loaded only in the embedded mode.
  const { startMissingServices } = await import('../embedded/start-services.js')
  return startedFrom(await startMissingServices(config, dataDir, stops))
}

/** Services named as environment variables (what `npm start` publishes), as connection options. */
function startedFrom(services: RunningServices): Partial<Started> {
  return {
    databaseUrl: services.DATABASE_URL,
    endpoint: services.S3_ENDPOINT,
    accessKey: services.S3_ACCESS_KEY,
    secretKey: services.S3_SECRET_KEY,
  }
}

function fromConfig(
  config: Config,
  started: Partial<Started>,
  close: () => Promise<void>,
): SiteServices {
  return {
    databaseUrl: config.databaseUrl || started.databaseUrl || '',
    s3: {
      endpoint: config.s3.endpoint || started.endpoint || '',
      accessKey: config.s3.accessKey || started.accessKey || '',
      secretKey: config.s3.secretKey || started.secretKey || '',
      bucket: config.s3.bucket,
      region: config.s3.region,
    },
    close,
  }
}

async function stopAll(stops: (() => Promise<unknown>)[]): Promise<void> {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => {})
}

/**
 * The site's database, for a command that needs nothing else (admin.ts). DATABASE_URL when set;
 * otherwise the embedded mode's in DATA_DIR: the running `npm start`'s when it holds the folder
 * (as for a backup), else started here, holding the folder's lock until `close`.
 */
export async function siteDatabaseToAdminister(
  config: Config,
): Promise<Pick<SiteServices, 'databaseUrl' | 'close'>> {
  if (config.databaseUrl) return { databaseUrl: config.databaseUrl, close: async () => {} }
  const dataDir = dataDirOf(config)
  const held = await lockOrFindRunningSite(dataDir)
  if ('running' in held) {
    if (!held.running?.DATABASE_URL) {
      throw new Error(
        `The site in ${dataDir} is starting (it has not said where its database is yet): try again in a moment.`,
      )
    }
    return { databaseUrl: held.running.DATABASE_URL, close: async () => {} }
  }
  const stops = [held.release]
  try {
    const { startSiteDatabase } = await import('../embedded/site-database.js')
    const database = await startSiteDatabase(dataDir)
    stops.push(database.stop)
    return { databaseUrl: database.url, close: () => stopAll(stops) }
  } catch (error) {
    await stopAll(stops)
    throw error
  }
}

/**
 * The data folder's lock, for a command to start the site's services itself; or, when a running
 * `npm start` holds it, where that site's services are (null while it has not said yet).
 */
async function lockOrFindRunningSite(
  dataDir: string,
): Promise<{ release: () => Promise<void> } | { running: RunningServices | null }> {
  // Development-only modules, loaded only in the embedded mode.
  const { DataDirLockedError, lockDataDir } = await import('../embedded/data-lock.js')
  try {
    return { release: await lockDataDir(dataDir) }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    const { readPublishedServices } = await import('../embedded/services-file.js')
    return { running: await readPublishedServices(dataDir) }
  }
}
