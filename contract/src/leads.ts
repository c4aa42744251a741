import * as z from 'zod/mini'
import {
  type ExtraQuoteFieldName,
  quoteFieldNamesOf,
  type StoredQuoteFieldName,
  storedQuoteFieldNames,
} from './quote-request-fields.js'
import { idOf, text } from './text.js'

/**
 * Whether the e-mail to the company went out: `outbox` when no mail server is configured and it
 * was saved to the local outbox folder instead (`npm start` without SMTP_URL).
 */
export const deliveryStatuses = ['pending', 'sent', 'outbox', 'failed'] as const

export type DeliveryStatus = (typeof deliveryStatuses)[number]

/**
 * Where a request stands, the one way the portal says it: New → Contacted → Quoted → Won → Done
 * (the job is finished: time to ask for a review), or Lost.
 */
export const leadStages = ['new', 'contacted', 'quoted', 'won', 'done', 'lost'] as const

export type LeadStage = (typeof leadStages)[number]

/** The longest note staff can keep on a request. */
export const leadNoteLimit = 2000

export const attachmentKinds = ['photo', 'video'] as const

export type AttachmentKind = (typeof attachmentKinds)[number]

/** A sent file is `processing` until its clean copy exists; `failed` when none could be made. */
export const attachmentStatuses = ['processing', 'ready', 'failed'] as const

export type AttachmentStatus = (typeof attachmentStatuses)[number]

/** A photo or video sent with a request; its URLs need the staff session. */
export const quoteFile = z.object({
  id: z.string(),
  kind: z.enum(attachmentKinds),
  /** The visitor's file name, sanitised. */
  filename: z.string(),
  size: z.number(),
  status: z.enum(attachmentStatuses),
  /** Why no copy could be made (status `failed`). */
  failureReason: z.nullable(z.string()),
  /** The copy to view (JPEG or MP4, without location data); null until ready. */
  url: z.nullable(z.string()),
  /** A small JPEG (a photo's thumbnail, a video's still frame); null until ready. */
  thumbnailUrl: z.nullable(z.string()),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
})

export type QuoteFile = z.infer<typeof quoteFile>

/** The visitor's stored fields as staff see them: text; an added field only when given. */
type VisitorFieldsView = {
  [K in StoredQuoteFieldName]: K extends ExtraQuoteFieldName
    ? z.ZodMiniOptional<z.ZodMiniString>
    : z.ZodMiniString
}

const extraNames: readonly string[] = quoteFieldNamesOf('text')

const visitorFieldsView = Object.fromEntries(
  storedQuoteFieldNames.map((name) => [
    name,
    extraNames.includes(name) ? z.optional(z.string()) : z.string(),
  ]),
) as VisitorFieldsView

/** A quote request as the admin portal shows it. */
export const lead = z.object({
  id: z.string(),
  /** `Q-2026-0042`: what the visitor was told, and quotes when they follow up. */
  reference: z.string(),
  /**
   * What the visitor typed (`quote-request-fields.ts`): firstName, lastName, email, phone,
   * serviceType (empty when the visitor picked no service), message, then any added text field.
   */
  ...visitorFieldsView,
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601 when the visitor agreed to offers by e-mail; null when they did not. */
  marketingConsentAt: z.nullable(z.string()),
  stage: z.enum(leadStages),
  /** ISO 8601: when it entered its stage. */
  stageChangedAt: z.string(),
  /** ISO 8601: when staff first answered it (a stage change or a reply tap); null until then. */
  firstContactAt: z.nullable(z.string()),
  /** The portfolio project of this job (its approved review shows there); null when none. */
  portfolioProjectId: z.nullable(z.string()),
  /** Staff's own note ('' when none). */
  note: z.string(),
  deliveryStatus: z.enum(deliveryStatuses),
  deliveryAttempts: z.number(),
  lastDeliveryError: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
  /** The photos and video sent with it, in the visitor's order ([] when none). */
  attachments: z.array(quoteFile),
  /** The latest review request still standing and the review received; null when none was sent. */
  review: z.nullable(
    z.object({
      /** ISO 8601. */
      requestedAt: z.string(),
      channel: z.enum(['email', 'whatsapp']),
      /** ISO 8601: when the personal link stops working. */
      expiresAt: z.string(),
      /** ISO 8601 when the customer sent their review; null until then. */
      receivedAt: z.nullable(z.string()),
      stars: z.nullable(z.number()),
    }),
  ),
  /** The customer asked for no more review e-mails (their address's hash is on the opt-out list). */
  reviewMailOptOut: z.boolean(),
})

export type Lead = z.infer<typeof lead>

/** `GET /api/inquiries`: newest first, of one stage when `stage` is given. */
export const leadPage = z.object({
  items: z.array(lead),
  /** Pass as `before` to get the next (older) page; null on the last page. */
  nextBefore: z.nullable(z.string()),
  /** How many requests are in each stage, of all stored (not only this page). */
  counts: z.record(z.enum(leadStages), z.number()),
})

export type LeadPage = z.infer<typeof leadPage>

const pageSize = 'must be a whole number from 1 to 100'

export const leadListQuery = z.strictObject({
  limit: z._default(
    z.coerce
      .number({ error: pageSize })
      .check(
        z.refine(Number.isInteger, { error: pageSize }),
        z.gte(1, { error: pageSize }),
        z.lte(100, { error: pageSize }),
      ),
    50,
  ),
  before: z.optional(idOf('a quote request')),
  stage: z.optional(z.enum(leadStages, { error: `must be one of: ${leadStages.join(', ')}` })),
})

export const quoteRequestParams = z.object({ id: idOf('a quote request') })

/** `GET /api/inquiries/:id/attachments/:attachmentId/:file`: the viewable copy or its thumbnail. */
export const quoteFileParams = z.object({
  id: idOf('a quote request'),
  attachmentId: idOf('a file of a quote request'),
  file: z.enum(['view', 'thumbnail'], { error: 'must be view or thumbnail' }),
})

/** That route's response is the file's bytes (whole or a range), not JSON. */
export const attachmentFileResponses = { 200: z.unknown(), 206: z.unknown() }

/** `PATCH /api/inquiries/:id`: any of stage, note and portfolio project; at least one. */
export const leadChanges = z
  .strictObject({
    stage: z.optional(z.enum(leadStages, { error: `must be one of: ${leadStages.join(', ')}` })),
    note: z.optional(
      text().check(
        z.trim(),
        z.maxLength(leadNoteLimit, { error: `must be at most ${leadNoteLimit} characters` }),
      ),
    ),
    /** Links the request to the portfolio project of its job; null unlinks it. */
    portfolioProjectId: z.optional(z.nullable(idOf('a portfolio project'))),
  })
  .check(
    z.refine((changes) => Object.keys(changes).length > 0, {
      error: 'nothing to change: send stage, note or portfolioProjectId',
    }),
  )

export type LeadChanges = z.infer<typeof leadChanges>

/**
 * Why a request needs attention (decision 068): `new` for over 2 working hours, `quoted` for over
 * 7 days with no outcome, `done` for over 3 days with no review asked for.
 */
export const attentionReasons = ['new', 'quoted', 'done'] as const

export type AttentionReason = (typeof attentionReasons)[number]

/** One request that needs attention. */
export const leadNeedingAttention = z.object({
  id: z.string(),
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  reason: z.enum(attentionReasons),
  /** ISO 8601: when it entered its stage (received, for `new`). */
  since: z.string(),
  /** Whole working hours since then (`new`), or whole days (`quoted`, `done`). */
  waited: z.number(),
})

export type LeadNeedingAttention = z.infer<typeof leadNeedingAttention>

/** `GET /api/inquiries/attention`: new requests first, then quoted, then done; oldest first. */
export const leadsNeedingAttention = z.object({ items: z.array(leadNeedingAttention) })

export type LeadsNeedingAttention = z.infer<typeof leadsNeedingAttention>

/** The reason in words, as the portal and the morning mail say it: "New for 3 working hours". */
export function attentionInWords({ reason, waited }: LeadNeedingAttention): string {
  const days = `${waited} day${waited === 1 ? '' : 's'}`
  if (reason === 'new') return `New for ${waited} working hour${waited === 1 ? '' : 's'}`
  if (reason === 'quoted') return `Quoted ${days} ago, no answer yet`
  return `Done ${days} ago, no review asked for`
}
