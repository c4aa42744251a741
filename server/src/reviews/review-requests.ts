import { type ReviewChannel, reviewAgainDays, reviewLinkDays } from '@site/contract/reviews'
import { serviceNameOf } from '@site/contract/service-names'
import { formatSouthAfricanTime } from '@site/contract/south-african-time'
import { internationalNumber, whatsAppChatLink } from '@site/contract/whatsapp-chat'
import { type Database, quoteRequests, reviewMailOptOuts, reviewRequests, reviews } from '@site/db'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { MailSender } from '../mail/mail-sender.js'
import { publishedSiteSettings } from '../site-settings/site-settings.js'
import { hashSessionToken, newSessionToken } from '../staff-auth/session-tokens.js'
import { buildReviewMail, type ReviewedJob, reviewWhatsAppText } from './review-mail.js'
import { emailHash, southAfricanMonth } from './review-tokens.js'

export interface ReviewRequestServices {
  db: Database
  mailer: MailSender
  /** The site's address (PUBLIC_URL): the personal link is `${publicUrl}/review/<token>`. */
  publicUrl: string
  /** The sender of the site's mail (MAIL_FROM). */
  from: string
  /**
   * SESSION_SECRET: a link's code is kept as an HMAC keyed with it, like the staff's mailed
   * tokens, so a leaked backup cannot be matched against links.
   */
  secret: string | undefined
}

export type ReviewRequestOutcome =
  | { outcome: 'sent'; response: { url: string } | { sent: true } }
  | { outcome: 'not-found' }
  /** Refused, nothing stored: 400 with the message, or 409 for one sent lately (ask first). */
  | { outcome: 'rejected'; status: 400 | 409; message: string }
  /** The e-mail was not accepted: nothing stored, staff try again. */
  | { outcome: 'mail-failed'; error: unknown }

const dayMs = 24 * 60 * 60 * 1000

/**
 * Asks the customer of a Done request for a review, by e-mail (sent here) or WhatsApp (the
 * `wa.me` link staff open). The request's row is locked while deciding, so two taps at once send
 * one. Sending again revokes the earlier links. Nothing is stored on any error, nor when the
 * mail is not accepted (the transaction rolls back).
 */
export async function askForReview(
  services: ReviewRequestServices,
  inquiryId: string,
  ask: { channel: ReviewChannel; again?: boolean; sentBy: string },
): Promise<ReviewRequestOutcome> {
  const { db } = services
  const errorResponse = (message: string, status: 400 | 409 = 400) =>
    ({ outcome: 'rejected', status, message }) as const
  const { settings } = await publishedSiteSettings(db)
  try {
    return await db.transaction(async (tx) => {
      const [lead] = await tx
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.id, inquiryId))
        .for('update')
      if (!lead) return { outcome: 'not-found' } as const
      if (lead.stage !== 'done') {
        return errorResponse(
          'Move the request to Done first: a review is asked for a finished job.',
        )
      }
      const [reviewed] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.inquiryId, inquiryId))
      if (reviewed) return errorResponse('This customer has already sent their review.')
      const email = lead.email.trim()
      const [optedOut] = email
        ? await tx
            .select({ hash: reviewMailOptOuts.emailHash })
            .from(reviewMailOptOuts)
            .where(eq(reviewMailOptOuts.emailHash, emailHash(email)))
        : []
      if (optedOut) {
        return errorResponse('This customer asked not to be asked for reviews any more.')
      }
      const phone = internationalNumber(lead.phone)
      if (ask.channel === 'email' && !email) {
        return errorResponse('This request has no e-mail address: ask by WhatsApp instead.')
      }
      if (ask.channel === 'whatsapp' && !phone) {
        return errorResponse(
          'This request has no phone number WhatsApp can use: ask by e-mail instead.',
        )
      }
      const [last] = await tx
        .select()
        .from(reviewRequests)
        .where(and(eq(reviewRequests.inquiryId, inquiryId), isNull(reviewRequests.revokedAt)))
        .orderBy(desc(reviewRequests.sentAt))
        .limit(1)
      if (last && !ask.again && last.sentAt.getTime() > Date.now() - reviewAgainDays * dayMs) {
        const how = last.channel === 'email' ? 'by e-mail' : 'by WhatsApp'
        return errorResponse(
          `A review was asked ${how} on ${formatSouthAfricanTime(last.sentAt)}. Send again?`,
          409,
        )
      }

      await tx
        .update(reviewRequests)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(reviewRequests.inquiryId, inquiryId), isNull(reviewRequests.revokedAt)))
      const token = newSessionToken()
      await tx.insert(reviewRequests).values({
        inquiryId,
        channel: ask.channel,
        tokenHash: hashSessionToken(token, services.secret),
        sentBy: ask.sentBy,
        expiresAt: sql`now() + ${`${reviewLinkDays} days`}::interval`,
      })

      const job: ReviewedJob = {
        firstName: lead.firstName,
        service: lead.serviceType ? serviceNameOf(settings.services, lead.serviceType) : '',
        month: southAfricanMonth(lead.stageChangedAt),
      }
      const link = `${services.publicUrl}/review/${token}`
      if (ask.channel === 'whatsapp' && phone) {
        const text = reviewWhatsAppText(job, settings.name, link)
        return { outcome: 'sent', response: { url: whatsAppChatLink(phone, text) } } as const
      }
      try {
        await services.mailer.send(
          buildReviewMail({
            job,
            company: settings.name,
            from: services.from,
            to: { name: `${lead.firstName} ${lead.lastName}`, address: email },
            link,
            unsubscribeLink: `${link}/unsubscribe`,
            oneClickUnsubscribe: `${services.publicUrl}/api/reviews/unsubscribe/${token}`,
          }),
        )
      } catch (error) {
        throw new MailNotSent(error)
      }
      return { outcome: 'sent', response: { sent: true } } as const
    })
  } catch (error) {
    if (error instanceof MailNotSent) return { outcome: 'mail-failed', error: error.cause }
    throw error
  }
}

/** Thrown inside the transaction so it rolls back: the request is stored only once mailed. */
class MailNotSent extends Error {
  constructor(cause: unknown) {
    super('the review request mail was not accepted', { cause })
  }
}
