import { errorResponses } from '@site/contract/api-error'
import { health } from '@site/contract/health'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkHealth } from '../shared/health.js'

/** 200 only when the database and the object store answer and start-up has finished. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: health, ...errorResponses, 503: health } } },
    async (_request, reply) => {
      const response = await checkHealth(app)
      return reply.code(response.status === 'ok' ? 200 : 503).send(response)
    },
  )
}

export default healthRoutes
