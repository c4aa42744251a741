import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAdmin } from '../auth/require-admin.js'
import { retryMediaProcessing } from '../services/media-retry.js'

const mediaParams = z.object({ id: z.uuid({ error: 'must be the id of a project' }) })

const answers = {
  'not-found': [404, 'There is no such project.'],
  'not-failed': [409, 'Only a project whose processing failed can be retried.'],
} as const

/** The admin's "try again" on an item whose processing failed. */
const mediaProcessingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/projects/:id/retry',
    { preHandler: requireAdmin, schema: { params: mediaParams } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const outcome = await retryMediaProcessing(
        { pool: app.pool, boss: app.jobQueue.boss, jobOptions: app.mediaProcessing.jobOptions },
        request.params.id,
      )
      if (outcome === 'queued') return reply.code(202).send({ success: true })
      const [status, message] = answers[outcome]
      return reply.code(status).send({ success: false, message })
    },
  )
}

export default mediaProcessingRoutes
