import {
  type Database,
  type NewQuoteRequestRow,
  type QuoteRequestRow,
  quoteFiles,
  quoteRequests,
} from '@site/db'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { count } from 'drizzle-orm'
import { type FormPart, multipartBody } from './multipart.js'
import type { TestApp, TestAppOptions } from './test-app.js'

/** A valid quote form as the contact page sends it (without the captcha token). */
export const quoteForm = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.org',
  phone: '+27 82 555 0123',
  serviceType: 'solar',
  message: 'Please quote for a 5 kW system on a tin roof.',
}

/** Seconds instead of hours: a tiny proof of work, quick retries, frequent polling, no limit. */
export const fastQuoteRequests: NonNullable<TestAppOptions['quoteRequests']> = {
  altchaDifficulty: { cost: 1, counterMin: 1, counterMax: 50 },
  retryPolicy: { retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 30 },
  pollingIntervalSeconds: 0.5,
  limits: { windowMs: 60_000, perAddress: 1_000 },
}

/** Solves a challenge from the API as the ALTCHA widget does, and returns the widget's payload. */
export async function solveAltcha(testApp: TestApp): Promise<string> {
  const response = await testApp.app.inject('/api/captcha/challenge')
  if (response.statusCode !== 200) throw new Error(`no challenge: ${response.statusCode}`)
  const challenge = response.json()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge was not solved')
  return encodePayload(challenge, solution)
}

export function encodePayload(challenge: object, solution: object): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

export function sendQuote(testApp: TestApp, payload: object | string, remoteAddress?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/send-email',
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload }),
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

let stored = 0

/**
 * A quote request written straight to the database: the quote form's fields, a reference of its
 * own (from Q-2026-5001, clear of the ones the API gives out), and `values` over them.
 */
export async function storeQuoteRequest(
  db: Database,
  values: Partial<NewQuoteRequestRow> = {},
): Promise<QuoteRequestRow> {
  stored += 1
  const [row] = await db
    .insert(quoteRequests)
    .values({ ...quoteForm, reference: `Q-2026-${5000 + stored}`, ...values })
    .returning()
  if (!row) throw new Error('no quote request stored')
  return row
}

export async function storedQuoteRequests(testApp: TestApp) {
  return testApp.app.db.select().from(quoteRequests)
}

/** POST /api/quote-requests (multipart) with a solved captcha and the form's fields first. */
export async function sendQuoteWithFiles(
  testApp: TestApp,
  files: FormPart[],
  {
    fields = quoteForm,
    captcha = true,
    remoteAddress,
  }: { fields?: Record<string, string>; captcha?: boolean; remoteAddress?: string } = {},
) {
  const token = captcha ? [{ name: 'recaptchaToken', value: await solveAltcha(testApp) }] : []
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...token,
    ...files,
  ])
  return testApp.app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    headers: body.headers,
    payload: await body.buffer(),
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

/** What a quote request with files can leave behind: rows and objects under `quote-files/`. */
export async function storedQuoteState(testApp: TestApp) {
  const [requests] = await testApp.app.db.select({ n: count() }).from(quoteRequests)
  const [files] = await testApp.app.db.select({ n: count() }).from(quoteFiles)
  return {
    requests: requests?.n ?? 0,
    files: files?.n ?? 0,
    objects: await testApp.app.storage.listObjectKeys('quote-files/'),
    unfinished: await testApp.app.storage.listUnfinishedUploads('quote-files/'),
  }
}
