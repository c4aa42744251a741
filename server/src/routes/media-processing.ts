import { done, errorResponses } from '@site/contract/api-error'
import { mediaItemParams } from '@site/contract/media-items'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendError } from '../http/send-error.js'
import { retryMediaProcessing } from '../media/processing/media-retry.js'

const responses = {
  'not-found': [404, 'There is no such project.'],
  'not-failed': [409, 'Only a project whose processing failed can be retried.'],
} as const

/** The admin's "try again" on an item whose processing failed. */
const mediaProcessingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/projects/:id/retry',
    { schema: { params: mediaItemParams, response: { 202: done, ...errorResponses } } },
    async (request, reply) => {
      const outcome = await retryMediaProcessing(
        { pool: app.pool, boss: app.jobQueue.boss, jobOptions: app.mediaProcessing.jobOptions },
        request.params.id,
      )
      if (outcome === 'queued') return reply.code(202).send({ success: true })
      const [status, message] = responses[outcome]
      return sendError(reply, status, message)
    },
  )
}

export default mediaProcessingRoutes
