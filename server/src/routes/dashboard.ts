import { errorResponses } from '@site/contract/api-error'
import { websiteDashboard } from '@site/contract/website-dashboard'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loadWebsiteDashboard } from '../dashboard/website-dashboard.js'

/** The portal's "How the website is doing": requests and taps per week, requests per stage. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    { schema: { response: { 200: websiteDashboard, ...errorResponses } } },
    async () => loadWebsiteDashboard(app.db),
  )
}

export default dashboardRoutes
