import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAdmin } from '../auth/require-admin.js'
import { findImageCategory, imageCategories } from '../services/categories.js'
import { deleteProject, listAdminProjects, updateProject } from '../services/project-admin.js'

const projectParams = z.object({ id: z.uuid({ error: 'must be the id of a media item' }) })

const categoryField = z
  .string({ error: 'must be text' })
  .refine((name) => findImageCategory(name) !== undefined, {
    error: `must be one of: ${imageCategories.join(', ')}`,
  })
  // The canonical spelling, whatever case the client sent.
  .transform((name) => findImageCategory(name) ?? name)

const changesBody = z
  .object({
    title: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(200, { error: 'must be at most 200 characters' })
      .optional(),
    description: z
      .string({ error: 'must be text' })
      .trim()
      .max(2000, { error: 'must be at most 2000 characters' })
      .optional(),
    category: categoryField.optional(),
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, {
    error: 'nothing to change: send a title, description or category',
  })

const NOT_FOUND = 'There is no such media item.'

/** The admin portal's "Manage media": every item whatever its status, edits and deletion. */
const projectAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/projects', { preHandler: requireAdmin }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
    return listAdminProjects(app.db)
  })

  app.patch(
    '/api/projects/:id',
    { preHandler: requireAdmin, schema: { params: projectParams, body: changesBody } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const item = await updateProject(app.db, request.params.id, request.body)
      return item ?? reply.code(404).send({ success: false, message: NOT_FOUND })
    },
  )

  app.delete(
    '/api/projects/:id',
    { preHandler: requireAdmin, schema: { params: projectParams } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const services = { db: app.db, storage: app.storage, log: request.log }
      if (!(await deleteProject(services, request.params.id))) {
        return reply.code(404).send({ success: false, message: NOT_FOUND })
      }
      return { success: true }
    },
  )
}

export default projectAdminRoutes
