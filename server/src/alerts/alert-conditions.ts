import type { AlertKind } from '@site/contract/alerts'
import { formatSouthAfricanTime } from '@site/contract/south-african-time'
import type { Database } from '@site/db'
import { sql } from 'drizzle-orm'
import { mailErrorInWords } from '../mail/mail-error-words.js'
import { siteBudgetErrors } from '../quotes/quote-file-budgets.js'

/** A trouble seen now: what the banner and the mail say, and since when it lasts if known. */
export interface Trouble {
  title: string
  detail: string
  since?: Date
}

export type Findings = Partial<Record<AlertKind, Trouble>>

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

/** Mail that has not gone out for this long is an alert: one retry or two is ordinary. */
export const QUOTE_MAIL_FAILING_MS = 30 * MINUTE
/** A night's backup, with two hours to spare. */
export const BACKUP_OVERDUE_MS = 26 * HOUR

/**
 * Quote mail is failing when a request older than 30 minutes still waits for its mail (or was
 * given up), and no request's mail went out after it was made: a mail that went out since then
 * shows the relay works, and the older one's own trouble is in the request list.
 */
export async function quoteMailTrouble(db: Database, now: Date): Promise<Trouble | undefined> {
  const { rows } = await db.execute<{ since: Date | null; waiting: number; error: string | null }>(
    sql`with last_sent as (
          select coalesce(max(sent_at), '-infinity') as at from inquiries
           where delivery_status in ('sent', 'outbox')
        ), waiting as (
          select created_at, last_delivery_error from inquiries, last_sent
           where delivery_status in ('pending', 'failed') and created_at > last_sent.at
        )
        select min(created_at) as since, count(*)::int as waiting,
               (select last_delivery_error from waiting where last_delivery_error is not null
                 order by created_at desc limit 1) as error
          from waiting`,
  )
  const row = rows[0]
  if (!row?.since) return undefined
  const since = new Date(row.since)
  if (now.getTime() - since.getTime() < QUOTE_MAIL_FAILING_MS) return undefined
  const requests = row.waiting === 1 ? '1 quote request is' : `${row.waiting} quote requests are`
  return {
    title: 'Quote requests are not being e-mailed',
    detail: `${requests} waiting to be e-mailed to you. They are safe in the portal's Quote requests.${row.error ? ` ${mailErrorInWords(row.error)}` : ' Check SMTP_URL and the mail account.'}`,
    since,
  }
}

/**
 * Customers' files reached the site's daily budget (decision 045) and a request with files was
 * refused: it lasts until the budget renews.
 */
export async function quoteFilesTrouble(db: Database): Promise<Trouble | undefined> {
  const budgetErrors = await siteBudgetErrors(db)
  if (!budgetErrors) return undefined
  const until = new Date(Date.now() + budgetErrors.retryAfterSeconds * 1000)
  until.setUTCSeconds(0, 0)
  const requests =
    budgetErrors.hits === 1 ? '1 quote request' : `${budgetErrors.hits} quote requests`
  return {
    title: "Customers' photos and videos are refused for today",
    detail: `Customers sent as many photos and videos with quote requests as the website takes in a day (QUOTE_FILES_DAILY_MB), and ${requests} with files ${budgetErrors.hits === 1 ? 'was' : 'were'} refused. Until ${formatSouthAfricanTime(until)} the customer is asked to send the request without files or later; requests without files still come in. If these are ordinary customers, raise QUOTE_FILES_DAILY_MB; if not, someone may be filling the storage on purpose: the API's log shows where the refused requests came from.`,
  }
}

/**
 * The backup is in trouble when its last run failed, or none succeeded for 26 hours. A site
 * younger than that (counted from its first staff account, made at its first start) has not had
 * its first night yet and is not alerted.
 */
export async function backupTrouble(db: Database, now: Date): Promise<Trouble | undefined> {
  const { rows } = await db.execute<{
    last_started: Date | null
    last_error: string | null
    last_ok: boolean | null
    last_good: Date | null
    site_start: Date | null
  }>(
    sql`select last.started_at as last_started, last.error as last_error,
               (last.local_ok and coalesce(last.offsite_ok, true)) as last_ok,
               (select max(started_at) from backup_runs
                 where local_ok and coalesce(offsite_ok, true)) as last_good,
               (select min(created_at) from admin_users) as site_start
          from (select null) as one
          left join lateral (
            select started_at, error, local_ok, offsite_ok from backup_runs
             where finished_at is not null order by started_at desc limit 1
          ) as last on true`,
  )
  const row = rows[0]
  if (!row) return undefined
  if (row.last_started && row.last_ok === false) {
    return {
      title: 'The nightly backup failed',
      detail: row.last_error ?? 'The last backup did not finish; the log says why.',
      since: new Date(row.last_started),
    }
  }
  const lastGood = row.last_good ? new Date(row.last_good) : undefined
  const watchedFrom = lastGood ?? (row.site_start ? new Date(row.site_start) : undefined)
  if (!watchedFrom) return undefined
  if (now.getTime() - watchedFrom.getTime() < BACKUP_OVERDUE_MS) return undefined
  return {
    title: 'No backup has been made for over a day',
    detail: lastGood
      ? `The last good backup is from ${formatSouthAfricanTime(lastGood)}. Check that the site ran overnight and BACKUP_SCHEDULE.`
      : 'The site has run for over a day without a backup. Check that the site ran overnight and BACKUP_SCHEDULE.',
    since: new Date(watchedFrom.getTime() + BACKUP_OVERDUE_MS),
  }
}

/** Media items whose processing failed (the library shows why, with Retry and Delete). */
export async function mediaTrouble(db: Database): Promise<Trouble | undefined> {
  const { rows } = await db.execute<{ failed: number; first: Date | null; title: string | null }>(
    sql`select count(*)::int as failed, min(created_at) as first,
               (select title from media where status = 'failed' order by created_at limit 1) as title
          from media where status = 'failed'`,
  )
  const row = rows[0]
  if (!row || row.failed === 0) return undefined
  const items = row.failed === 1 ? `"${row.title}"` : `${row.failed} media items`
  return {
    title:
      row.failed === 1
        ? 'A media item could not be processed'
        : `${row.failed} media items could not be processed`,
    detail: `${items} could not be made ready for the website. The media library says why: retry or delete ${row.failed === 1 ? 'it' : 'them'} there.`,
  }
}
