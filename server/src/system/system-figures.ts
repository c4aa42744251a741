import type { BackupRunSummary } from '@site/contract/system-status'
import { backupRuns, type Database, inquiries, media } from '@site/db'
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm'
import { mailErrorInWords } from '../mail/mail-error-words.js'

/** The newest backup run, and the newest whose archive was written and verified. */
export async function readBackupRuns(db: Database) {
  const newest = (where?: ReturnType<typeof and>) =>
    db.select().from(backupRuns).where(where).orderBy(desc(backupRuns.startedAt)).limit(1)
  const [[last], [lastGood]] = [
    await newest(),
    await newest(and(eq(backupRuns.localOk, true), eq(backupRuns.verified, true))),
  ]
  return { last: last ? summary(last) : null, lastGood: lastGood ? summary(lastGood) : null }
}

function summary(row: typeof backupRuns.$inferSelect): BackupRunSummary {
  return {
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    file: row.file,
    sizeBytes: row.size,
    encrypted: row.encrypted,
    verified: row.verified,
    localOk: row.localOk,
    offsiteOk: row.offsiteOk,
    error: row.error,
  }
}

/**
 * Quote request mails not sent yet (`pending`: the first try or retries to come), those among
 * them and the given-up ones whose last attempt failed, and the newest failure in plain words.
 */
export async function readMailQueue(db: Database) {
  const unsentAfterFailure = or(
    eq(inquiries.deliveryStatus, 'failed'),
    and(eq(inquiries.deliveryStatus, 'pending'), sql`${inquiries.deliveryAttempts} > 0`),
  )
  const [counts] = await db
    .select({
      waiting: sql<number>`(count(*) filter (where ${inquiries.deliveryStatus} = 'pending'))::int`,
      failing: sql<number>`(count(*) filter (where ${unsentAfterFailure}))::int`,
    })
    .from(inquiries)
  const [newest] = await db
    .select({ error: inquiries.lastDeliveryError, createdAt: inquiries.createdAt })
    .from(inquiries)
    .where(and(unsentAfterFailure, isNotNull(inquiries.lastDeliveryError)))
    .orderBy(desc(inquiries.createdAt))
    .limit(1)
  return {
    waiting: counts?.waiting ?? 0,
    failing: counts?.failing ?? 0,
    lastError:
      newest?.error != null
        ? { words: mailErrorInWords(newest.error), requestedAt: newest.createdAt.toISOString() }
        : null,
  }
}

/** Media items by status, and the bytes of their originals and the files made from them. */
export async function readMediaFigures(db: Database) {
  const rows = await db
    .select({
      status: media.status,
      items: sql<number>`count(*)::int`,
      bytes: sql<string>`coalesce(sum(${media.size} + (select coalesce(sum((d->>'size')::bigint), 0) from jsonb_array_elements(${media.derivatives}) d)), 0)::text`,
    })
    .from(media)
    .groupBy(media.status)
  const items = { processing: 0, ready: 0, failed: 0 }
  let bytes = 0
  for (const row of rows) {
    items[row.status] = row.items
    bytes += Number(row.bytes)
  }
  return { items, bytes }
}

export async function readDatabaseBytes(db: Database): Promise<number> {
  const result = await db.execute<{ bytes: string }>(
    sql`select pg_database_size(current_database())::text as bytes`,
  )
  return Number(result.rows[0]?.bytes ?? 0)
}
