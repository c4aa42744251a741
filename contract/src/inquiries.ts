import * as z from 'zod/mini'
import { idOf } from './text.js'

/** Whether the e-mail to the company went out. */
export const deliveryStatuses = ['pending', 'sent', 'failed'] as const

export type DeliveryStatus = (typeof deliveryStatuses)[number]

/** A quote request as the admin portal shows it. */
export const inquiry = z.object({
  id: z.string(),
  /** `Q-2026-0042`: what the visitor was told, and quotes when they follow up. */
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Empty when the visitor picked no service. */
  serviceType: z.string(),
  message: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601 when the visitor agreed to offers by e-mail; null when they did not. */
  marketingConsentAt: z.nullable(z.string()),
  handled: z.boolean(),
  /** ISO 8601 when staff marked it handled; null while not handled. */
  handledAt: z.nullable(z.string()),
  deliveryStatus: z.enum(deliveryStatuses),
  deliveryAttempts: z.number(),
  lastDeliveryError: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
})

export type Inquiry = z.infer<typeof inquiry>

/** `GET /api/inquiries`: newest first. */
export const inquiryPage = z.object({
  items: z.array(inquiry),
  /** Pass as `before` to get the next (older) page; null on the last page. */
  nextBefore: z.nullable(z.string()),
})

export type InquiryPage = z.infer<typeof inquiryPage>

const pageSize = 'must be a whole number from 1 to 100'

export const inquiryListQuery = z.strictObject({
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
})

export const inquiryParams = z.object({ id: idOf('a quote request') })

/** `PATCH /api/inquiries/:id`. */
export const inquiryHandled = z.strictObject({
  handled: z.boolean({ error: 'must be true or false' }),
})
