import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkHealth } from '../services/health.js'

/** 200 only when the database and the object store answer and start-up has finished. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', async (_request, reply) => {
    const health = await checkHealth(app)
    reply.header('Cache-Control', 'no-store')
    return reply.code(health.status === 'ok' ? 200 : 503).send(health)
  })
}

export default healthRoutes
