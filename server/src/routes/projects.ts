import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listCategories, listProjects } from '../services/project-catalogue.js'

const projectsQuery = z.object({
  category: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(100, { error: 'must be at most 100 characters' })
    .optional(),
})

const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/projects', { schema: { querystring: projectsQuery } }, async (request) =>
    listProjects(app.db, request.query.category),
  )

  app.get('/api/categories', async () => listCategories(app.db))
}

export default projectRoutes
