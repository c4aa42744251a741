import * as z from 'zod/mini'
import { mediaStatuses } from './media-admin.js'

/** A backing service as the page reads it: whether it answered, and in words why not. */
export const serviceCheck = z.object({
  reachable: z.boolean(),
  /** "Answered in 4 ms", "Did not answer within 2 seconds"... */
  detail: z.string(),
})

export type ServiceCheck = z.infer<typeof serviceCheck>

/** One nightly backup run (`backup_runs`), for people. */
export const backupRunSummary = z.object({
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** The archive's file name; null when the run failed before writing one. */
  file: z.nullable(z.string()),
  sizeBytes: z.nullable(z.number()),
  encrypted: z.boolean(),
  verified: z.boolean(),
  /** Written to the local backups folder. */
  localOk: z.boolean(),
  /** Copied off-site: null when no off-site store is set up. */
  offsiteOk: z.nullable(z.boolean()),
  /** What went wrong, in plain words; null when nothing did. */
  error: z.nullable(z.string()),
})

export type BackupRunSummary = z.infer<typeof backupRunSummary>

/**
 * `GET /api/admin/system` (staff): is the site itself healthy? Every figure read from the database
 * is null when it could not be read in time (the page says so instead of waiting).
 */
export const systemStatus = z.object({
  checkedAt: z.string(),
  version: z.string(),
  /** When this API process started (one of several behind nginx, each with its own). */
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  database: serviceCheck,
  objectStore: serviceCheck,
  backup: z.object({
    /** The local folder (BACKUP_DIR) and the off-site bucket, as configured. */
    folder: z.string(),
    offsiteBucket: z.nullable(z.string()),
    encryptedTo: z.boolean(),
    /** The newest run, whatever its outcome; null when none ran yet. */
    last: z.nullable(backupRunSummary),
    /** The newest run whose archive was written and verified. */
    lastGood: z.nullable(backupRunSummary),
    /** False when the runs could not be read in time. */
    readable: z.boolean(),
  }),
  mail: z.object({
    /** `relay`: a mail server (SMTP_URL); `outbox`: only the local outbox folder. */
    kind: z.enum(['relay', 'outbox']),
    destination: z.string(),
    /** Quote request mails not sent yet (first try or retries). */
    waiting: z.nullable(z.number()),
    /**
     * Mails failing now: not sent after a failed attempt (given up on included), made after the
     * newest mail that went out.
     */
    failing: z.nullable(z.number()),
    /** Mails the retries gave up on, of all time (each is in Quote requests, to be handled). */
    givenUp: z.nullable(z.number()),
    /** The newest failure, in plain words, and when that request came in. */
    lastError: z.nullable(z.object({ words: z.string(), requestedAt: z.string() })),
  }),
  storage: z.object({
    /** The disk holding DATA_DIR (the outbox, the backups under `npm start`); null when unmeasurable. */
    dataDisk: z.nullable(
      z.object({ path: z.string(), totalBytes: z.number(), usedBytes: z.number() }),
    ),
    databaseBytes: z.nullable(z.number()),
    /** Photos and videos with the sizes made from them, as the database records them. */
    media: z.nullable(
      z.object({
        bytes: z.number(),
        items: z.record(z.enum(mediaStatuses), z.number()),
      }),
    ),
  }),
})

export type SystemStatus = z.infer<typeof systemStatus>
