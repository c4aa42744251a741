import { done, errorResponses } from '@site/contract/api-error'
import {
  adminPortfolioProject,
  adminPortfolioProjectList,
  newPortfolioProject,
  portfolioChanges,
  portfolioIdParams,
} from '@site/contract/portfolio'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendError } from '../http/send-error.js'
import { listAdminPortfolio } from '../portfolio/admin-portfolio-rows.js'
import {
  createPortfolioProject,
  deletePortfolioProject,
  updatePortfolioProject,
} from '../portfolio/portfolio-admin.js'
import { projectNotFound } from '../portfolio/portfolio-errors.js'

// A project of 1000 items is 1000 ids of 36 characters plus its texts: above the API's 32 KB
// default, well under nginx's 1 MB for /api/.
const projectBodyLimit = 128 * 1024

/** Staff build, edit, publish and delete portfolio projects (inside the admin scope). */
const portfolioAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/portfolio',
    { schema: { response: { 200: adminPortfolioProjectList, ...errorResponses } } },
    async () => listAdminPortfolio(app.db),
  )

  app.post(
    '/api/portfolio',
    {
      bodyLimit: projectBodyLimit,
      schema: {
        body: newPortfolioProject,
        response: { 201: adminPortfolioProject, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createPortfolioProject(app.db, request.body)
      return reply.code(201).send(created)
    },
  )

  app.patch(
    '/api/portfolio/:id',
    {
      bodyLimit: projectBodyLimit,
      schema: {
        params: portfolioIdParams,
        body: portfolioChanges,
        response: { 200: adminPortfolioProject, ...errorResponses },
      },
    },
    async (request) => updatePortfolioProject(app.db, request.params.id, request.body),
  )

  app.delete(
    '/api/portfolio/:id',
    { schema: { params: portfolioIdParams, response: { 200: done, ...errorResponses } } },
    async (request, reply) => {
      if (!(await deletePortfolioProject(app.db, request.params.id))) {
        return sendError(reply, 404, projectNotFound)
      }
      return { success: true as const }
    },
  )
}

export default portfolioAdminRoutes
