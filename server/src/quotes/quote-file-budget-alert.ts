import { transactionOnClient } from '@site/db'
import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import type PgBoss from 'pg-boss'
import type { MailSender } from '../mail/mail-sender.js'
import { countAttempt } from '../shared/rate-limits.js'
import { sendInTransaction } from '../shared/send-in-transaction.js'
import { megabytes } from './quote-file-budgets.js'
import type { QuoteMailAddresses } from './quote-mail.js'
import type { RetryPolicy } from './retry-policy.js'

export const BUDGET_ALERT_QUEUE = 'quote-files-budget-alert'

export interface BudgetAlertJob {
  limitBytes: number
  /** When requests with files are taken again (ISO time). */
  until: string
}

const DAY_MS = 24 * 60 * 60 * 1000
const ALERT_KEY = 'quote-files:site-alert'

/**
 * The site's daily budget for visitors' files is used up: staff hear of it by e-mail, once in 24
 * hours however many requests are refused (a rate-limit window in PostgreSQL decides, so two
 * replicas do not both send it), through a mail job retried as quote requests' mail is.
 */
export async function alertStaffOfSpentBudget(
  services: { pool: pg.Pool; boss: PgBoss; retryPolicy: RetryPolicy },
  log: FastifyBaseLogger,
  limitBytes: number,
  retryAfterSeconds: number,
): Promise<void> {
  const until = new Date(Date.now() + retryAfterSeconds * 1000).toISOString()
  const job: BudgetAlertJob = { limitBytes, until }
  const queued = await transactionOnClient(services.pool, async (tx, client) => {
    const window = await countAttempt(tx, ALERT_KEY, DAY_MS)
    if (window.hits > 1) return false
    await sendInTransaction(services.boss, client, BUDGET_ALERT_QUEUE, job, services.retryPolicy)
    return true
  })
  if (queued) {
    log.warn(
      { limitBytes, until },
      "customers' files reached the site's daily budget: requests with files are refused (507) until it ends; staff are e-mailed",
    )
  }
}

export async function sendBudgetAlert(
  services: { mailer: MailSender; addresses: QuoteMailAddresses; log: FastifyBaseLogger },
  job: { data: BudgetAlertJob },
): Promise<void> {
  const { limitBytes, until } = job.data
  const limit = megabytes(limitBytes)
  await services.mailer.send({
    from: services.addresses.from,
    to: services.addresses.to,
    subject: `Website: today's ${limit} for customers' photos and videos is used up`,
    text: [
      `Customers have sent ${limit} of photos and videos with quote requests in the last day,`,
      'the most the website takes in a day (QUOTE_FILES_DAILY_MB).',
      '',
      `Until ${until} (UTC), a request with files is refused: the customer is asked to send it`,
      'without files or to try again later. Requests without files still come in as usual.',
      '',
      'If these are ordinary customers, raise QUOTE_FILES_DAILY_MB. If not, someone may be',
      "filling the storage on purpose: the API's log shows where the refused requests came from.",
      '',
      'This e-mail is sent at most once a day.',
    ].join('\n'),
  })
  services.log.info({ until }, "staff told that customers' files reached the daily budget")
}
