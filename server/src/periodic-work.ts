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
  /**
   * Does the work. A clean-up returns how many things it removed: the plugin logs that count with
   * the purpose when there were any, as it logs a backfill's `fixed`.
   */
  run: (app: FastifyInstance) => Promise<number> | Promise<void>
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
    run: async (app) => {
      await Promise.all([
        purgeEndedSessions(app.db, app.auth.policy.idleMs),
        purgeEndedWindows(app.db),
      ])
    },
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
    run: (app) => sweepExpiredUploads(uploadServicesOf(app, app.log), RESUMABLE_UPLOAD_LIFETIME_MS),
  },
  {
    name: 'quote-request-retention',
    cron: '17 3 * * *',
    atStartup: true,
    purpose: 'delete quote requests past the retention period the privacy notice promises',
    run: (app) => deleteExpiredQuoteRequests(app.db),
  },
  {
    name: 'abandoned-upload-sweep',
    cron: '29 3 * * *',
    atStartup: true,
    purpose: 'abort multipart uploads a crashed process left in the bucket over a day ago',
    run: (app) => abortAbandonedUploads(app.storage),
  },
  {
    name: 'unclaimed-quote-files',
    cron: '53 3 * * *',
    atStartup: true,
    purpose: 'remove files visitors sent with a quote request that was never submitted',
    run: (app) => removeUnclaimedQuoteFiles(app.db, app.storage),
  },
  {
    name: 'security-log-retention',
    cron: '41 3 * * *',
    atStartup: true,
    purpose: 'delete security log entries older than the 12 months they are kept',
    run: (app) => deleteOldSecurityEvents(app.db),
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
