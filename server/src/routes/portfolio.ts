import { errorResponses } from '@site/contract/api-error'
import {
  portfolioItemsQuery,
  portfolioListQuery,
  portfolioProject,
  portfolioSlugParams,
  portfolioSummaryList,
} from '@site/contract/portfolio'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendError } from '../http/send-error.js'
import {
  findPublishedPortfolioProject,
  listPublishedPortfolio,
} from '../portfolio/published-portfolio.js'

// Published projects change when staff edit them: browsers keep the response but ask every time.
const REVALIDATE = 'no-cache'

/** Published portfolio projects, for visitors. Drafts do not exist here. */
const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/portfolio',
    {
      schema: {
        querystring: portfolioListQuery,
        response: { 200: portfolioSummaryList, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', REVALIDATE)
      return listPublishedPortfolio(app.db, request.query)
    },
  )

  app.get(
    '/api/portfolio/:slug',
    {
      schema: {
        params: portfolioSlugParams,
        querystring: portfolioItemsQuery,
        response: { 200: portfolioProject, ...errorResponses },
      },
    },
    async (request, reply) => {
      const found = await findPublishedPortfolioProject(app.db, request.params.slug, request.query)
      if (!found) return sendError(reply, 404, 'There is no such project.')
      reply.header('Cache-Control', REVALIDATE)
      return found
    },
  )
}

export default portfolioRoutes
