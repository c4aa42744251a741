import type { BackupRunSummary } from '@site/contract/system-status'
import { backupRuns, type Database, media, quoteRequests } from '@site/db'
import { and, desc, eq, sql } from 'drizzle-orm'
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
 * Quote request mails not sent yet (`pending`: the first try or retries to come); those failing
 * now: unsent after a failed attempt (given up on included) and made after the newest mail that
 * went out, since a mail that went out since shows the relay works again (as the quote-mail alert
 * counts them, decision 058); those given up on, of all time; and the newest failure in plain words.
 */
export async function readMailQueue(db: Database) {
  const { rows } = await db.execute<{
    waiting: number
    failing: number
    given_up: number
    error: string | null
    error_at: Date | null
  }>(
    sql`with last_sent as (
          select coalesce(max(${quoteRequests.sentAt}), '-infinity') as at from ${quoteRequests}
           where ${quoteRequests.deliveryStatus} in ('sent', 'outbox')
        ), failing as (
          select ${quoteRequests.createdAt} as created_at, ${quoteRequests.lastDeliveryError} as error
            from ${quoteRequests}, last_sent
           where (${quoteRequests.deliveryStatus} = 'failed'
                  or (${quoteRequests.deliveryStatus} = 'pending' and ${quoteRequests.deliveryAttempts} > 0))
             and ${quoteRequests.createdAt} > last_sent.at
        ), newest as (
          select error, created_at from failing where error is not null
           order by created_at desc limit 1
        )
        select (select count(*) from ${quoteRequests} where ${quoteRequests.deliveryStatus} = 'pending')::int as waiting,
               (select count(*) from failing)::int as failing,
               (select count(*) from ${quoteRequests} where ${quoteRequests.deliveryStatus} = 'failed')::int as given_up,
               (select error from newest) as error,
               (select created_at from newest) as error_at`,
  )
  const row = rows[0]
  return {
    waiting: row?.waiting ?? 0,
    failing: row?.failing ?? 0,
    givenUp: row?.given_up ?? 0,
    lastError:
      row?.error && row.error_at
        ? { words: mailErrorInWords(row.error), requestedAt: new Date(row.error_at).toISOString() }
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
