import { errorResponses } from '@site/contract/api-error'
import { reviewDecision, reviewParams, staffReview, staffReviewList } from '@site/contract/reviews'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendError } from '../http/send-error.js'
import { decideReview, listStaffReviews } from '../reviews/staff-reviews.js'
import { signedInAdmin } from '../staff-auth/require-admin.js'

/** The portal's "Reviews": staff approve or hide each received review (office and owner). */
const staffReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reviews',
    { schema: { response: { 200: staffReviewList, ...errorResponses } } },
    async () => ({ items: await listStaffReviews(app.db) }),
  )

  app.patch(
    '/api/admin/reviews/:id',
    {
      schema: {
        params: reviewParams,
        body: reviewDecision,
        response: { 200: staffReview, ...errorResponses },
      },
    },
    async (request, reply) => {
      const admin = signedInAdmin(request)
      const decided = await decideReview(app.db, request.params.id, request.body.approved, admin.id)
      return decided ?? sendError(reply, 404, 'There is no such review.')
    },
  )
}

export default staffReviewRoutes
