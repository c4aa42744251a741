import { done, errorResponses } from '@site/contract/api-error'
import {
  oneClickUnsubscribe,
  reviewInvitation,
  reviewSubmission,
  reviewSubmitted,
  reviewTokenParams,
  reviewUnsubscribe,
} from '@site/contract/reviews'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { sendError } from '../http/send-error.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import { reviewServicesOf } from '../plugins/reviews.js'
import { reviewInvitationOf, stopReviewMail, submitReview } from '../reviews/customer-reviews.js'

/** The customer's side of a review: the personal link's page, the review, no more review mail. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews/:token',
    {
      schema: { params: reviewTokenParams, response: { 200: reviewInvitation, ...errorResponses } },
    },
    async (request, reply) => {
      const found = await reviewInvitationOf(app.db, request.params.token, app.auth.policy.secret)
      if (found.outcome === 'open') return found.invitation
      return sendError(reply, found.status, found.message)
    },
  )

  app.post(
    '/api/reviews',
    { schema: { body: reviewSubmission, response: { 201: reviewSubmitted, ...errorResponses } } },
    async (request, reply) => {
      const result = await submitReview(reviewServicesOf(app), request.body, request.ip)
      switch (result.outcome) {
        case 'stored':
          request.log.info({ reviewId: result.reviewId }, 'review received')
          return reply.code(201).send({ googleReviewUrl: result.googleReviewUrl })
        case 'throttled':
          return tooManyRequests(reply, result.retryAfterSeconds, 'reviews from your network')
        case 'gone':
          return sendError(reply, result.status, result.message)
      }
    },
  )

  app.post(
    '/api/reviews/unsubscribe',
    { schema: { body: reviewUnsubscribe, response: { 200: done, ...errorResponses } } },
    async (request, reply) => {
      if (!(await stopReviewMail(app.db, request.body.token, app.auth.policy.secret))) {
        return sendError(reply, 404, 'We do not know this review link.')
      }
      return { success: true as const }
    },
  )

  // The review mail's List-Unsubscribe address. A mail app posts `List-Unsubscribe=One-Click`
  // to it from its own servers (RFC 8058); an app that opens it in a browser gets the page.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  app.get(
    '/api/reviews/unsubscribe/:token',
    { schema: { params: reviewTokenParams, response: { 303: z.null(), ...errorResponses } } },
    async (request, reply) =>
      reply.redirect(`/review/${encodeURIComponent(request.params.token)}/unsubscribe`, 303),
  )

  app.post(
    '/api/reviews/unsubscribe/:token',
    {
      schema: {
        params: reviewTokenParams,
        body: oneClickUnsubscribe,
        response: { 200: done, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await stopReviewMail(app.db, request.params.token, app.auth.policy.secret))) {
        return sendError(reply, 404, 'We do not know this review link.')
      }
      request.log.info('review mail stopped in one click')
      return { success: true as const }
    },
  )
}

export default reviewRoutes
