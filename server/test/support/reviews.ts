import { quoteRequests, reviewRequests, reviews } from '@site/db'
import { count, eq } from 'drizzle-orm'
import { vi } from 'vitest'
import { parseMail } from './mime.js'
import { quoteForm, storeQuoteRequest } from './quote-requests.js'
import type { CapturedMail } from './smtp-capture.js'
import type { TestApp } from './test-app.js'

/** A finished (Done) quote request, done on 27 Nov 2026; `values` override the form's fields. */
export async function doneQuoteRequest(
  testApp: TestApp,
  values: Partial<typeof quoteRequests.$inferInsert> = {},
): Promise<string> {
  const row = await storeQuoteRequest(testApp.app.db, {
    stage: 'done',
    stageChangedAt: new Date('2026-11-27T08:00:00Z'),
    ...values,
  })
  return row.id
}

/** `POST /api/inquiries/:id/review-request` as the logged-in staff member. */
export function askForReview(testApp: TestApp, cookie: string, id: string, payload: object) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/inquiries/${id}/review-request`,
    headers: { cookie },
    payload,
  })
}

/** How many review requests and reviews are stored. */
export async function storedReviewRows(testApp: TestApp) {
  const [asked] = await testApp.app.db.select({ n: count() }).from(reviewRequests)
  const [received] = await testApp.app.db.select({ n: count() }).from(reviews)
  return { requests: asked?.n ?? 0, reviews: received?.n ?? 0 }
}

/** The newest mail to `email` after the first `seen`, once it has come. */
export async function mailTo(messages: CapturedMail[], email: string, seen = 0) {
  let raw = ''
  await vi.waitFor(
    () => {
      const mail = messages
        .filter((message) => sentTo(message, email))
        .slice(seen)
        .at(-1)
      if (!mail) throw new Error(`no mail to ${email} yet`)
      raw = mail.raw
    },
    { timeout: 5000, interval: 50 },
  )
  return parseMail(raw)
}

/** The token of the `<origin>/review/<token>` link in a text ('' when there is none). */
export const reviewTokenIn = (text: string, origin: string) =>
  new RegExp(`${origin.replaceAll('.', '\\.')}/review/([\\w-]+)`).exec(text)?.[1] ?? ''

/** Asks for a review by e-mail and returns the token of the link the customer got. */
export async function askedByEmail(
  testApp: TestApp,
  cookie: string,
  smtp: { messages: CapturedMail[] },
  id: string,
  origin: string,
): Promise<string> {
  const [row] = await testApp.app.db
    .select({ email: quoteRequests.email })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, id))
  const to = row?.email ?? quoteForm.email
  const seen = smtp.messages.filter((message) => sentTo(message, to)).length
  const response = await askForReview(testApp, cookie, id, { channel: 'email', again: true })
  if (response.statusCode !== 200) throw new Error(`asking failed: ${response.body}`)
  return reviewTokenIn((await mailTo(smtp.messages, to, seen)).text, origin)
}

/** Whether a mail went to `email` (addresses compared without case, as mail servers do). */
const sentTo = (message: CapturedMail, email: string) =>
  message.to.some((to) => to.toLowerCase() === email.toLowerCase())
