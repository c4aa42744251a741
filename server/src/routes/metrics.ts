import type { FastifyPluginAsync } from 'fastify'
import { sendError } from '../http/send-error.js'
import { bearerTokenMatches } from '../system/metrics-token.js'

/**
 * `/metrics` for Prometheus, only with METRICS_TOKEN set (otherwise the address is unknown: 404)
 * and only to `Authorization: Bearer <token>`; a token anywhere else (the query string) does not
 * count. No figure is read before the token is checked.
 */
const metricsRoutes: FastifyPluginAsync = async (app) => {
  const metrics = app.systemStatus.metrics
  if (!metrics) return
  app.get('/metrics', async (request, reply) => {
    if (!bearerTokenMatches(request.headers.authorization, metrics.token)) {
      return sendError(
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"'),
        401,
        'The metrics need the token of METRICS_TOKEN as "Authorization: Bearer <token>".',
      )
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.render())
  })
}

export default metricsRoutes
