import { type Database, quoteRequests, reviews } from '@site/db'

let counter = 0

export interface StoredReviewFields {
  stars?: number
  text?: string
  name?: string
  mayShow?: boolean
  status?: 'pending' | 'approved' | 'hidden'
  createdAt?: Date
  portfolioProjectId?: string | null
  customer?: { firstName?: string; lastName?: string; email?: string; phone?: string }
}

/**
 * A Done quote request with a customer's review, written straight to the database: the review
 * as `POST /api/reviews` stores it (set-up only; the review page has its own tests).
 */
export async function storeReview(db: Database, fields: StoredReviewFields = {}) {
  counter += 1
  const [lead] = await db
    .insert(quoteRequests)
    .values({
      reference: `Q-2026-${String(9000 + counter).padStart(4, '0')}`,
      firstName: fields.customer?.firstName ?? 'Thandi',
      lastName: fields.customer?.lastName ?? 'Mokoena',
      email: fields.customer?.email ?? `customer${counter}@example.org`,
      phone: fields.customer?.phone ?? `+27 82 555 ${String(1000 + counter)}`,
      message: 'Please fit a new distribution board.',
      stage: 'done',
      portfolioProjectId: fields.portfolioProjectId ?? null,
    })
    .returning()
  if (!lead) throw new Error('no quote request stored')
  const [review] = await db
    .insert(reviews)
    .values({
      inquiryId: lead.id,
      stars: fields.stars ?? 5,
      text: fields.text ?? 'Neat work, on time.',
      name: fields.name ?? `Customer ${counter}, Randburg`,
      mayShow: fields.mayShow ?? true,
      status: fields.status ?? 'pending',
      createdAt: fields.createdAt ?? new Date(),
    })
    .returning()
  if (!review) throw new Error('no review stored')
  return { lead, review }
}
