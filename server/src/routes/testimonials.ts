import { errorResponses } from '@site/contract/api-error'
import { testimonialList, testimonialQuery } from '@site/contract/reviews'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { testimonialsFor } from '../reviews/testimonials.js'
import { publishedSiteSettings } from '../site-settings/site-settings.js'

/**
 * `GET /api/testimonials`: the approved reviews a page shows, for a page the browser opens without
 * the API rendering it (a page the API renders carries them already, decision 052).
 */
const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/testimonials',
    {
      schema: {
        querystring: testimonialQuery,
        response: { 200: testimonialList, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { settings } = await publishedSiteSettings(app.db)
      reply.header('Cache-Control', 'no-cache')
      return {
        items: await testimonialsFor(app.db, settings, request.query.on, request.query.project),
      }
    },
  )
}

export default testimonialRoutes
