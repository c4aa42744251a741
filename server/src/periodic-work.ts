import type { FastifyInstance } from 'fastify'
import { DEFAULT_BACKUP_SCHEDULE } from './backup/backup-settings.js'
import { purgeSpentCaptchaSolutions } from './captcha/spent-captcha-solutions.js'
import { queueMissingPublicCopies } from './media/processing/public-copies.js'
import { addAllMissingStillFrameCopies } from './media/processing/still-frame-copies.js'
import { uploadServicesOf } from './media/upload/media-upload.js'
import { sweepExpiredUploads } from './media/upload/resumable/expired-uploads.js'
import { RESUMABLE_UPLOAD_LIFETIME_MS } from './media/upload/resumable/resumable-store.js'
import { deleteExpiredQuoteRequests } from './quotes/quote-request-retention.js'
import { removeUnclaimedQuoteFiles } from './quotes/unclaimed-quote-files.js'
import { deleteOldSecurityEvents } from './security-log/security-log.js'
import { purgeEndedWindows } from './shared/rate-limits.js'
import { purgeEndedSessions } from './staff-auth/admin-sessions.js'
import { abortAbandonedUploads } from './storage/abandoned-uploads.js'

/** Work that comes back on a schedule, as long as the site runs (docs/decisions/050). */
export interface PeriodicJob {
  /**
   * The pg-boss schedule's name, kept in PostgreSQL: a renamed or removed one stays scheduled in
   * existing databases unless its old name is listed in RETIRED_SCHEDULES.
   */
  name: string
  /** When, as a cron expression in UTC (pg-boss checks once a minute). */
  cron: string
  /** The configured cron that replaces `cron`, when the job's time is a setting. */
  configuredCron?: (app: FastifyInstance) => string
  /** Also once when the API starts (for work that piled up while it was stopped). */
  atStartup: boolean
  purpose: string
  run: (app: FastifyInstance) => Promise<void>
}

/** A one-time fix of rows older versions wrote: runs at start-up until a run leaves nothing. */
export interface Backfill {
  /** Its queue, and its row in `completed_backfills` once done. */
  name: string
  purpose: string
  /** Fixes what it can; `left` is what is still to fix (0: recorded as done, never run again). */
  run: (app: FastifyInstance) => Promise<{ fixed: number; left: number }>
}

export const PERIODIC_JOBS: readonly PeriodicJob[] = [
  {
    name: 'ended-session-purge',
    cron: '*/15 * * * *',
    atStartup: false,
    purpose: 'delete ended staff sessions and passed rate-limit windows',
    run: (app) =>
      Promise.all([
        purgeEndedSessions(app.db, app.auth.policy.idleMs),
        purgeEndedWindows(app.db),
      ]).then(() => {}),
  },
  {
    // With reCAPTCHA the table stays empty and this deletes nothing.
    name: 'spent-captcha-purge',
    cron: '*/15 * * * *',
    atStartup: false,
    purpose: 'delete spent ALTCHA solutions whose challenge has expired',
    run: (app) => purgeSpentCaptchaSolutions(app.db),
  },
  {
    name: 'resumable-upload-expiry',
    cron: '17 * * * *',
    atStartup: true,
    purpose: 'remove resumable uploads left unfinished for a day, with their bytes',
    run: async (app) => {
      const removed = await sweepExpiredUploads(
        uploadServicesOf(app, app.log),
        RESUMABLE_UPLOAD_LIFETIME_MS,
      )
      if (removed > 0) app.log.info({ removed }, 'expired resumable uploads removed')
    },
  },
  {
    name: 'quote-request-retention',
    cron: '17 3 * * *',
    atStartup: true,
    purpose: 'delete quote requests past the retention period the privacy notice promises',
    run: async (app) => {
      const count = await deleteExpiredQuoteRequests(app.db)
      if (count > 0) app.log.info(`deleted ${count} quote request(s) past retention`)
    },
  },
  {
    name: 'abandoned-upload-sweep',
    cron: '29 3 * * *',
    atStartup: true,
    purpose: 'abort multipart uploads a crashed process left in the bucket over a day ago',
    run: async (app) => {
      const aborted = await abortAbandonedUploads(app.storage)
      if (aborted > 0) app.log.info({ aborted }, 'abandoned multipart uploads aborted')
    },
  },
  {
    name: 'unclaimed-quote-files',
    cron: '53 3 * * *',
    atStartup: true,
    purpose: 'remove files visitors sent with a quote request that was never submitted',
    run: async (app) => {
      const removed = await removeUnclaimedQuoteFiles(app.db, app.storage)
      if (removed > 0) app.log.info({ removed }, 'unclaimed quote request files removed')
    },
  },
  {
    name: 'security-log-retention',
    cron: '41 3 * * *',
    atStartup: true,
    purpose: 'delete security log entries older than the 12 months they are kept',
    run: async (app) => {
      const count = await deleteOldSecurityEvents(app.db)
      if (count > 0) app.log.info(`deleted ${count} security log entries past 12 months`)
    },
  },
  {
    // pg-boss sends each scheduled run once, whatever the number of replicas: one backup a night.
    name: 'nightly-backup',
    cron: DEFAULT_BACKUP_SCHEDULE,
    configuredCron: (app) => app.nightlyBackup.schedule,
    atStartup: false,
    purpose: 'write, verify and keep the last BACKUP_KEEP archives in BACKUP_DIR and off-site',
    run: async (app) => {
      await app.nightlyBackup.run()
    },
  },
  {
    // One check at a time across replicas (an advisory lock), so an alert is mailed once.
    name: 'owner-alerts',
    cron: '*/5 * * * *',
    atStartup: false,
    purpose:
      'mail the owner when quote mail, backups, disk space or media processing are in trouble',
    run: async (app) => {
      await app.ownerAlerts.check()
    },
  },
  {
    // 07:00 in South Africa (UTC+2 all year), Monday to Friday; pg-boss runs it once across replicas.
    name: 'lead-digest',
    cron: '0 5 * * 1-5',
    atStartup: false,
    purpose: 'mail staff the quote requests that need attention, only when some do (decision 068)',
    run: async (app) => {
      await app.leadDigest.send()
    },
  },
]

export const BACKFILLS: readonly Backfill[] = [
  {
    name: 'media-public-copies',
    purpose: 'process items shown through their originals before metadata-free copies existed',
    run: async (app) => {
      const fixed = await queueMissingPublicCopies({
        pool: app.pool,
        boss: app.jobQueue.boss,
        jobOptions: app.mediaProcessing.jobOptions,
      })
      // Every such item was queued in one transaction.
      return { fixed, left: 0 }
    },
  },
  {
    name: 'media-still-frame-copies',
    purpose: 'make card-width copies of posters of videos processed before decision 042',
    run: (app) => addAllMissingStillFrameCopies({ db: app.db, storage: app.storage, log: app.log }),
  },
]

/** Schedules older versions made that are no schedules any more: removed at start-up. */
export const RETIRED_SCHEDULES: readonly string[] = [
  // Daily runs of the backfills above, until this version.
  'media-public-copies',
  'media-still-frame-copies',
]
