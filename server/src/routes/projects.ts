import { errorAnswers } from '@site/contract/api-error'
import { categoryList, projectList, projectsQuery } from '@site/contract/projects'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listCategories, listProjects } from '../media/catalogue/project-catalogue.js'

/** The public catalogue: ready items, newest first, and the gallery's categories. */
const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/projects',
    { schema: { querystring: projectsQuery, response: { 200: projectList, ...errorAnswers } } },
    async (request) => listProjects(app.db, request.query.category),
  )

  app.get(
    '/api/categories',
    { schema: { response: { 200: categoryList, ...errorAnswers } } },
    async () => listCategories(app.db),
  )
}

export default projectRoutes
