import * as z from 'zod/mini'
import { reviewNameLimit, reviewTextLimit } from './review-limits.js'
import { idOf, text } from './text.js'

/**
 * Reviews after the job (issue 36): staff ask a customer of a Done request for a review by
 * WhatsApp or e-mail; the customer's personal link opens `/review/<token>`; staff approve what may
 * show on the site. No review markup for search engines: testimonials are for visitors.
 */

export const reviewChannels = ['email', 'whatsapp'] as const
export type ReviewChannel = (typeof reviewChannels)[number]

export {
  reviewAgainDays,
  reviewLinkDays,
  reviewNameLimit,
  reviewTextLimit,
} from './review-limits.js'

/** `POST /api/inquiries/:id/review-request`. */
export const reviewRequestBody = z.strictObject({
  channel: z.enum(reviewChannels, { error: 'must be email or whatsapp' }),
  /** Send although a request went out in the last 14 days (the portal asked staff first). */
  again: z.optional(z.boolean({ error: 'must be true or false' })),
})

/** WhatsApp: the `wa.me` link for staff to open; e-mail: the site sent it. */
export const reviewRequestSent = z.union([
  z.object({ url: z.string() }),
  z.object({ sent: z.literal(true) }),
])

export const reviewTokenParams = z.object({ token: text() })

/** `GET /api/reviews/:token`: what the review page shows about the job, and nothing more. */
export const reviewInvitation = z.object({
  firstName: z.string(),
  /** The service's name ('' when the customer chose none). */
  service: z.string(),
  /** When the job was done, `YYYY-MM`. */
  month: z.string(),
})

export type ReviewInvitation = z.infer<typeof reviewInvitation>

const stars = 'must be a whole number of stars from 1 to 5'

/** `POST /api/reviews`: the customer's review. */
export const reviewSubmission = z.strictObject({
  token: text('the review link is missing its code'),
  stars: z
    .number({ error: stars })
    .check(z.int({ error: stars }), z.gte(1, { error: stars }), z.lte(5, { error: stars })),
  /** What went well (may be empty). */
  text: text().check(
    z.trim(),
    z.maxLength(reviewTextLimit, { error: `must be at most ${reviewTextLimit} characters` }),
  ),
  /** The name to show: a first name and suburb. */
  name: text('tell us the name to show').check(
    z.trim(),
    z.minLength(1, { error: 'tell us the name to show' }),
    z.maxLength(reviewNameLimit, { error: `must be at most ${reviewNameLimit} characters` }),
  ),
  mayShow: z.boolean({ error: 'must be true or false' }),
})

export type ReviewSubmission = z.infer<typeof reviewSubmission>

/** 201: the Google write-review link for every customer, whatever the stars; null when unset. */
export const reviewSubmitted = z.object({ googleReviewUrl: z.nullable(z.string()) })

export const reviewStatuses = ['pending', 'approved', 'hidden'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]

/** A received review as staff see it (`GET /api/admin/reviews`). */
export const staffReview = z.object({
  id: z.string(),
  inquiryId: z.string(),
  /** The request's `Q-…` reference. */
  reference: z.string(),
  /** The customer's full name from the request (staff only). */
  customerName: z.string(),
  stars: z.number(),
  text: z.string(),
  /** The name the customer gave to show. */
  name: z.string(),
  mayShow: z.boolean(),
  status: z.enum(reviewStatuses),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The request's portfolio project, where the review shows when approved; null when none. */
  portfolioProjectId: z.nullable(z.string()),
})

export type StaffReview = z.infer<typeof staffReview>

export const staffReviewList = z.object({ items: z.array(staffReview) })

export const reviewParams = z.object({ id: idOf('a review') })

/** `PATCH /api/admin/reviews/:id`: approve (shown when the customer allowed it) or hide. */
export const reviewDecision = z.strictObject({
  approved: z.boolean({ error: 'must be true or false' }),
})

/** An approved review as visitors see it: the name as given, never an e-mail or phone. */
export const testimonial = z.object({
  name: z.string(),
  stars: z.number(),
  text: z.string(),
})

export type Testimonial = z.infer<typeof testimonial>

/** Where testimonials show: a short row on the home page, the About page, a project's page. */
export const testimonialPlaces = ['home', 'about', 'project'] as const
export type TestimonialPlace = (typeof testimonialPlaces)[number]

/** How many each place shows at most, newest first. */
export const testimonialLimits: Record<TestimonialPlace, number> = {
  home: 3,
  about: 12,
  project: 12,
}

/** `GET /api/testimonials?on=home|about`, or `?on=project&project=<slug>`. */
export const testimonialQuery = z
  .strictObject({
    on: z.enum(testimonialPlaces, { error: 'must be home, about or project' }),
    project: z.optional(text()),
  })
  .check(
    z.refine((query) => (query.on === 'project') === (query.project !== undefined), {
      error: 'project: name the project (and only with on=project)',
    }),
  )

export const testimonialList = z.object({ items: z.array(testimonial) })

/** Google's page for writing a review of the business with this Place ID. */
export function googleReviewUrl(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`
}

/** `POST /api/reviews/unsubscribe`: no more review mail to the address the link was sent to. */
export const reviewUnsubscribe = z.strictObject({
  token: text('the review link is missing its code'),
})

/**
 * `POST /api/reviews/unsubscribe/:token`: the one-click unsubscribe a mail app sends from the
 * review mail's `List-Unsubscribe` header (RFC 8058), a form body of exactly this field.
 */
export const oneClickUnsubscribe = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: 'must be One-Click' }),
})

/**
 * What the review page at `/review/<token>` shows, as the API renders it: the invitation, or why
 * the link no longer works (`gone`: 404 unknown or erased, 410 expired, used or replaced).
 */
export type ReviewPageState =
  | { state: 'open'; invitation: ReviewInvitation }
  | { state: 'gone'; message: string }
