import type { Database } from '@site/db'
import { UploadError } from '../media/upload/upload-error.js'
import {
  addWithinLimit,
  countAttempt,
  peekAttempts,
  type RateWindow,
} from '../shared/rate-limits.js'

/** Bytes of files visitors may send with quote requests in a day (decision 045). */
export interface QuoteFileBudgets {
  perAddressBytes: number
  siteBytes: number
}

export type QuoteFileBudget = 'address' | 'site'

/** What the files of one request may add up to, and the error when they would go over. */
export interface QuoteFileAllowance {
  bytes: number
  exceeded: () => QuoteFileBudgetError
}

/**
 * The counts are the rate limits' fixed windows in PostgreSQL (so every replica, and a restarted
 * one, counts the same files), in KiB: the column holds at most 2^31, which KiB make 2 TB.
 */
const KIB = 1024
const DAY_MS = 24 * 60 * 60 * 1000
const DAY_SECONDS = DAY_MS / 1000
const SITE_KEY = 'quote-files:site'
const addressKey = (address: string) => `quote-files:address:${address}`
/** Requests refused for the site's budget, in a window that ends when the budget's does. */
const SITE_ERRORS_KEY = 'quote-files:site-refused'

/** Responded with 429 (one address's budget) or 507 (the site's), with `Retry-After`. */
export class QuoteFileBudgetError extends UploadError {
  constructor(
    readonly budget: QuoteFileBudget,
    readonly retryAfterSeconds: number,
    limitBytes: number,
  ) {
    super(budget === 'address' ? 429 : 507, budgetMessage(budget, retryAfterSeconds, limitBytes))
    this.name = 'QuoteFileBudgetError'
  }
}

/**
 * What the sender at `address` may still send now: the smaller of its own budget and the site's.
 * Throws QuoteFileBudgetError when either is used up, before any file is read.
 */
export async function quoteFileAllowance(
  db: Database,
  budgets: QuoteFileBudgets,
  address: string,
): Promise<QuoteFileAllowance> {
  const [own, site] = await Promise.all([
    peekAttempts(db, addressKey(address)),
    peekAttempts(db, SITE_KEY),
  ])
  const budgetError = (budget: QuoteFileBudget, window: RateWindow | null) => () =>
    new QuoteFileBudgetError(
      budget,
      window?.retryAfterSeconds ?? DAY_SECONDS,
      budget === 'address' ? budgets.perAddressBytes : budgets.siteBytes,
    )
  const ownLeft = budgets.perAddressBytes - (own?.hits ?? 0) * KIB
  const siteLeft = budgets.siteBytes - (site?.hits ?? 0) * KIB
  if (ownLeft <= 0) throw budgetError('address', own)()
  if (siteLeft <= 0) throw budgetError('site', site)()
  return ownLeft <= siteLeft
    ? { bytes: ownLeft, exceeded: budgetError('address', own) }
    : { bytes: siteLeft, exceeded: budgetError('site', site) }
}

/**
 * Counts a stored request's files against both budgets, in the transaction that stores it: when
 * another request took the rest meanwhile, this one is refused and its transaction rolled back.
 */
export async function spendQuoteFileBudgets(
  tx: Database,
  budgets: QuoteFileBudgets,
  address: string,
  bytes: number,
): Promise<void> {
  if (bytes <= 0) return
  const amount = Math.ceil(bytes / KIB)
  const spend = async (budget: QuoteFileBudget, key: string, limitBytes: number) => {
    if (await addWithinLimit(tx, key, amount, Math.floor(limitBytes / KIB), DAY_MS)) return
    const window = await peekAttempts(tx, key)
    throw new QuoteFileBudgetError(budget, window?.retryAfterSeconds ?? DAY_SECONDS, limitBytes)
  }
  await spend('address', addressKey(address), budgets.perAddressBytes)
  await spend('site', SITE_KEY, budgets.siteBytes)
}

/**
 * Notes a request refused for the site's budget until that budget renews; the owner's alert
 * check reads it (decision 058). Returns how many were refused so far, 1 for the first.
 */
export async function recordSiteBudgetError(
  db: Database,
  retryAfterSeconds: number,
): Promise<number> {
  return (await countAttempt(db, SITE_ERRORS_KEY, retryAfterSeconds * 1000)).hits
}

/** Requests refused for the site's budget since it was used up, while it stays used up. */
export async function siteBudgetErrors(db: Database): Promise<RateWindow | null> {
  return peekAttempts(db, SITE_ERRORS_KEY)
}

function budgetMessage(budget: QuoteFileBudget, retryAfterSeconds: number, limitBytes: number) {
  const wait = waitText(retryAfterSeconds)
  if (budget === 'address') {
    return (
      `These files would go over the ${megabytes(limitBytes)} of photos and videos we can take ` +
      `from one internet connection in a day. Please send fewer or smaller files, try again in ` +
      `${wait}, or send your request without files and we will ask you for them.`
    )
  }
  return (
    "We cannot take more photos or videos today: the space for customers' files is full. " +
    `Please send your request without files (we will ask you for them), or try again in ${wait}.`
  )
}

export function megabytes(bytes: number): string {
  const mb = bytes / (KIB * KIB)
  return mb >= 1024 && mb % 1024 === 0 ? `${mb / 1024} GB` : `${Math.round(mb)} MB`
}

function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`
  return `about ${Math.round(minutes / 60)} hours`
}
