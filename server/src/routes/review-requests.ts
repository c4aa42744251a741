import { errorResponses } from '@site/contract/api-error'
import { quoteRequestParams } from '@site/contract/leads'
import { reviewRequestBody, reviewRequestSent } from '@site/contract/reviews'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendError } from '../http/send-error.js'
import { reviewRequestServicesOf } from '../plugins/reviews.js'
import { askForReview } from '../reviews/review-requests.js'
import { signedInAdmin } from '../staff-auth/require-admin.js'

/** Staff ask the customer of a Done request for a review (issue 36, decision 066). */
const reviewRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/inquiries/:id/review-request',
    {
      schema: {
        params: quoteRequestParams,
        body: reviewRequestBody,
        response: { 200: reviewRequestSent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const admin = signedInAdmin(request)
      const result = await askForReview(reviewRequestServicesOf(app), request.params.id, {
        ...request.body,
        sentBy: admin.id,
      })
      switch (result.outcome) {
        case 'sent':
          request.log.info(
            { inquiryId: request.params.id, channel: request.body.channel },
            'review asked for',
          )
          return result.response
        case 'not-found':
          return sendError(reply, 404, 'There is no such quote request.')
        case 'rejected':
          return sendError(reply, result.status, result.message)
        case 'mail-failed':
          // Not the server's fault: staff are told and simply try again.
          request.log.warn(
            { inquiryId: request.params.id, err: result.error },
            'the review request mail was not accepted',
          )
          return sendError(
            reply,
            502,
            'The e-mail could not be sent just now, so nothing was sent. Please try again.',
          )
      }
    },
  )
}

export default reviewRequestRoutes
