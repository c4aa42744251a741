import { errorResponses } from '@site/contract/api-error'
import { publishedSiteSettings } from '@site/contract/site-settings-api'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publishedSiteSettings as readPublished } from '../site-settings/site-settings.js'

/**
 * `GET /api/site-settings`: what the public pages are made from, for the admin portal's shell and
 * the dev server (a page the API renders carries them already). All of it is shown on the site.
 */
const publicSiteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site-settings',
    { schema: { response: { 200: publishedSiteSettings, ...errorResponses } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache')
      return readPublished(app.db)
    },
  )
}

export default publicSiteSettingsRoutes
