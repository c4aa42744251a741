import { openAlerts } from '@site/contract/alerts'
import { errorResponses } from '@site/contract/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listOpenAlerts } from '../alerts/open-alerts.js'

/** The owner's open alerts (decision 058): the portal's banner and the System page read them. */
const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/alerts',
    { schema: { response: { 200: openAlerts, ...errorResponses } } },
    async () => ({ alerts: await listOpenAlerts(app.db) }),
  )
}

export default alertRoutes
