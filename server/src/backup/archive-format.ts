import { z } from 'zod'

/**
 * One backup is one tar file (docs/decisions/027-backup-and-restore.md), entries in this order:
 *
 *   objects/<object key>       every object of the bucket, as stored
 *   database/<table>.copy      each table of the app's schema, PostgreSQL's COPY text format
 *   database/jobs.jsonl        the job queue's unfinished jobs, one JSON object a line
 *   manifest.json              what is in the archive, with each entry's size and sha256
 *   manifest.json.sha256       the manifest's own sha256, so a flipped byte there is caught too
 */
export const FORMAT = 'contractor-site-backup'
export const FORMAT_VERSION = 1

export const MANIFEST_ENTRY = 'manifest.json'
export const MANIFEST_CHECKSUM_ENTRY = 'manifest.json.sha256'
export const JOBS_ENTRY = 'database/jobs.jsonl'
export const objectEntry = (key: string) => `objects/${key}`
export const tableEntry = (table: string) => `database/${table}.copy`

const sha256 = z.string().regex(/^[0-9a-f]{64}$/)
const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/)

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** The migrations the database had: how many of this code's, and the last one's name. */
  schema: z.object({ migrations: z.number().int().nonnegative(), lastMigration: z.string() }),
  /** In the order a restore loads them (every table after the tables it references). */
  tables: z.array(
    z.object({
      name: identifier,
      columns: z.array(identifier).min(1),
      rows: z.number().int().nonnegative(),
      entry: z.string(),
    }),
  ),
  objects: z.array(z.object({ key: z.string(), contentType: z.string(), entry: z.string() })),
  jobs: z.object({ count: z.number().int().nonnegative(), entry: z.string() }),
  /** Keys rows named that were not in the bucket (a site already missing files). */
  missingObjects: z.array(z.string()),
  entries: z.record(z.string(), z.object({ size: z.number().int().nonnegative(), sha256 })),
})

export type Manifest = z.infer<typeof manifestSchema>

/** A job of the queue as the archive keeps it: what pg-boss's `send` needs to queue it again. */
export const archivedJobSchema = z.object({
  queue: z.string(),
  data: z.unknown(),
  priority: z.number().int(),
  retryLimit: z.number().int(),
  retryDelay: z.number().int(),
  retryBackoff: z.boolean(),
  expireInSeconds: z.number().int().positive(),
  singletonKey: z.string().nullable(),
  startAfter: z.iso.datetime(),
})

export type ArchivedJob = z.infer<typeof archivedJobSchema>
