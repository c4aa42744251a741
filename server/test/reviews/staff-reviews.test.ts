import { reviews } from '@site/db'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appWithOwnerAndOffice } from '../support/staff.js'
import { storeReview } from '../support/stored-reviews.js'
import type { TestApp } from '../support/test-app.js'

const hour = 3_600_000

describe('staff approve or hide reviews (GET and PATCH /api/admin/reviews)', () => {
  let testApp: TestApp
  let close = async () => {}
  let owner: string
  let office: { id: string; cookie: string }

  beforeAll(async () => {
    ;({ testApp, close, owner, office } = await appWithOwnerAndOffice())
  })
  afterAll(() => close())

  const db = () => testApp.app.db
  const list = (cookie = owner) =>
    testApp.app.inject({ url: '/api/admin/reviews', headers: { cookie } })
  const decide = (id: string, payload: unknown, cookie = owner) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${id}`,
      ...(typeof payload === 'string'
        ? { payload, headers: { cookie, 'content-type': 'application/json' } }
        : { payload: payload as object, headers: { cookie } }),
    })
  const storedReviews = () => db().select().from(reviews).orderBy(asc(reviews.id))

  it('lists pending reviews first, then the newest, with the request and the customer', async () => {
    const now = Date.now()
    const approvedNewest = await storeReview(db(), {
      status: 'approved',
      createdAt: new Date(now - 1 * hour),
    })
    const pendingOld = await storeReview(db(), {
      stars: 2,
      createdAt: new Date(now - 48 * hour),
      customer: { firstName: 'Sipho', lastName: 'Dlamini' },
      name: 'Sipho, Soweto',
      mayShow: false,
    })
    const pendingNew = await storeReview(db(), { createdAt: new Date(now - 2 * hour) })
    const hiddenOld = await storeReview(db(), {
      status: 'hidden',
      createdAt: new Date(now - 72 * hour),
    })

    for (const cookie of [owner, office.cookie]) {
      const response = await list(cookie)
      expect(response.statusCode, response.body).toBe(200)
      const ids = (response.json().items as { id: string }[]).map((item) => item.id)
      expect(ids).toEqual(
        [pendingNew, pendingOld, approvedNewest, hiddenOld].map((stored) => stored.review.id),
      )
    }
    const sipho = (await list()).json().items[1]
    expect(sipho).toEqual({
      id: pendingOld.review.id,
      inquiryId: pendingOld.lead.id,
      reference: pendingOld.lead.reference,
      customerName: 'Sipho Dlamini',
      stars: 2,
      text: 'Neat work, on time.',
      name: 'Sipho, Soweto',
      mayShow: false,
      status: 'pending',
      createdAt: pendingOld.review.createdAt.toISOString(),
      portfolioProjectId: null,
    })
    expect((await list('')).statusCode).toBe(401)
  })

  it('approves and hides a review, recording who decided and when (office staff too)', async () => {
    const { review } = await storeReview(db())
    const approved = await decide(review.id, { approved: true }, office.cookie)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({ id: review.id, status: 'approved' })
    const [afterApproval] = await db().select().from(reviews).where(eq(reviews.id, review.id))
    expect(afterApproval?.decidedBy).toBe(office.id)
    expect(afterApproval?.decidedAt).toBeInstanceOf(Date)

    const hidden = await decide(review.id, { approved: false })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json()).toMatchObject({ id: review.id, status: 'hidden' })
    const [afterHiding] = await db().select().from(reviews).where(eq(reviews.id, review.id))
    expect(afterHiding?.decidedBy).not.toBe(office.id)
    expect(afterHiding?.decidedAt?.getTime()).toBeGreaterThanOrEqual(
      afterApproval?.decidedAt?.getTime() ?? 0,
    )
  })

  it('approves a review the customer did not allow to show (it still never shows)', async () => {
    const { review } = await storeReview(db(), { mayShow: false })
    const approved = await decide(review.id, { approved: true })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({ status: 'approved', mayShow: false })
  })

  it('refuses a review that does not exist (404), changing nothing', async () => {
    await storeReview(db())
    const before = await storedReviews()
    const response = await decide('00000000-0000-4000-8000-000000000000', { approved: true })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: 'There is no such review.' })
    expect(await storedReviews()).toEqual(before)
  })

  it('refuses a malformed id or decision (400), changing nothing', async () => {
    const { review } = await storeReview(db())
    const before = await storedReviews()
    const badDecisions: [string, unknown][] = [
      ['not-an-id', { approved: true }],
      [review.id, {}],
      [review.id, { approved: 'yes' }],
      [review.id, { approved: true, status: 'approved' }],
      [review.id, 'not json'],
    ]
    for (const [id, body] of badDecisions) {
      const response = await decide(id, body)
      expect(response.statusCode, `${id} ${JSON.stringify(body)}`).toBe(400)
      expect(response.body).not.toMatch(/stack|at \//)
    }
    expect(await storedReviews()).toEqual(before)
  })

  it('lets no one without a session decide', async () => {
    const { review } = await storeReview(db())
    const response = await decide(review.id, { approved: true }, '')
    expect(response.statusCode).toBe(401)
    const [stored] = await db().select().from(reviews).where(eq(reviews.id, review.id))
    expect(stored?.status).toBe('pending')
  })
})
