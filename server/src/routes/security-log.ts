import { errorResponses } from '@site/contract/api-error'
import { securityLogPage, securityLogQuery } from '@site/contract/security-log'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readSecurityLog } from '../security-log/security-log.js'

/** The owner's security log (decision 064): registered in the owner-only scope. */
const securityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/security/events',
    {
      schema: {
        querystring: securityLogQuery,
        response: { 200: securityLogPage, ...errorResponses },
      },
    },
    async (request) => readSecurityLog(app.db, request.query),
  )
}

export default securityLogRoutes
