import type { SystemStatus } from '@site/contract/system-status'
import type pg from 'pg'
import type { BackupSettings } from '../backup/nightly-backup.js'
import type { MailSender } from '../mail/mail-sender.js'
import type { ObjectStore } from '../storage/object-store.js'
import { measureDisk } from './data-disk.js'
import { readWithin } from './read-within.js'
import { PROBE_MS, probeDatabase, probeObjectStore } from './service-probes.js'
import {
  readBackupRuns,
  readDatabaseBytes,
  readMailQueue,
  readMediaFigures,
} from './system-figures.js'

export interface SystemSources {
  pool: pg.Pool
  storage: ObjectStore
  mailer: MailSender
  version: string
  backup: BackupSettings
  dataDir: string
}

/**
 * Everything the System page shows, each part read at once and given at most PROBE_MS: a
 * database or store that hangs makes its part "not reachable" or null, never a page that waits.
 */
export async function readSystemStatus(sources: SystemSources): Promise<SystemStatus> {
  const { pool, backup } = sources
  const [database, objectStore, backupRuns, mail, mediaFigures, databaseBytes, dataDisk] =
    await Promise.all([
      probeDatabase(pool),
      probeObjectStore(sources.storage),
      readWithin(pool, PROBE_MS, readBackupRuns),
      readWithin(pool, PROBE_MS, readMailQueue),
      readWithin(pool, PROBE_MS, readMediaFigures),
      readWithin(pool, PROBE_MS, readDatabaseBytes),
      measureDisk(sources.dataDir, PROBE_MS),
    ])
  const now = new Date()
  return {
    checkedAt: now.toISOString(),
    version: sources.version,
    startedAt: new Date(now.getTime() - process.uptime() * 1000).toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    database,
    objectStore,
    backup: {
      folder: backup.dir,
      offsiteBucket: backup.offsite ? offsitePlace(backup.offsite) : null,
      encryptedTo: backup.ageRecipient !== undefined,
      last: backupRuns?.last ?? null,
      lastGood: backupRuns?.lastGood ?? null,
      readable: backupRuns !== null,
    },
    mail: {
      kind: sources.mailer.kind,
      destination: sources.mailer.destination,
      waiting: mail?.waiting ?? null,
      failing: mail?.failing ?? null,
      givenUp: mail?.givenUp ?? null,
      lastError: mail?.lastError ?? null,
    },
    storage: { dataDisk, databaseBytes, media: mediaFigures },
  }
}

/** `bucket/prefix at host`: where the off-site copies go, without the keys. */
function offsitePlace(offsite: NonNullable<BackupSettings['offsite']>): string {
  return `${offsite.bucket}/${offsite.prefix} at ${new URL(offsite.endpoint).host}`
}
