import { done, errorAnswers } from '@site/contract/api-error'
import {
  reviewInvitation,
  reviewSubmission,
  reviewSubmitted,
  reviewTokenParams,
  reviewUnsubscribe,
} from '@site/contract/reviews'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { tooManyRequests } from '../http/too-many-requests.js'
import { reviewServicesOf } from '../plugins/reviews.js'
import { reviewInvitationOf, stopReviewMail, submitReview } from '../reviews/customer-reviews.js'

/** The customer's side of a review: the personal link's page, the review, no more review mail. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews/:token',
    { schema: { params: reviewTokenParams, response: { 200: reviewInvitation, ...errorAnswers } } },
    async (request, reply) => {
      const found = await reviewInvitationOf(app.db, request.params.token)
      if (found.outcome === 'open') return found.invitation
      return reply.code(found.status).send({ success: false, message: found.message })
    },
  )

  app.post(
    '/api/reviews',
    { schema: { body: reviewSubmission, response: { 201: reviewSubmitted, ...errorAnswers } } },
    async (request, reply) => {
      const result = await submitReview(reviewServicesOf(app), request.body, request.ip)
      switch (result.outcome) {
        case 'stored':
          request.log.info({ reviewId: result.reviewId }, 'review received')
          return reply.code(201).send({ googleReviewUrl: result.googleReviewUrl })
        case 'throttled':
          return tooManyRequests(reply, result.retryAfterSeconds, 'reviews from your network')
        case 'gone':
          return reply.code(result.status).send({ success: false, message: result.message })
      }
    },
  )

  app.post(
    '/api/reviews/unsubscribe',
    { schema: { body: reviewUnsubscribe, response: { 200: done, ...errorAnswers } } },
    async (request, reply) => {
      if (!(await stopReviewMail(app.db, request.body.token))) {
        return reply.code(404).send({ success: false, message: 'We do not know this review link.' })
      }
      return { success: true as const }
    },
  )
}

export default reviewRoutes
