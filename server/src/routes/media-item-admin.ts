import { done, errorResponses } from '@site/contract/api-error'
import { adminMediaItem, adminMediaItemList, mediaChanges } from '@site/contract/media-admin'
import { mediaItemParams } from '@site/contract/media-items'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendError } from '../http/send-error.js'
import {
  deleteMediaItem,
  listAdminMediaItems,
  updateMediaItem,
} from '../media/catalogue/media-item-admin.js'
import { mediaItemNotFound as NOT_FOUND } from '../media/catalogue/media-item-not-found.js'

/**
 * Every item whatever its status (for the portfolio editor's picker), and one item's edits and
 * deletion (the media library's).
 */
const mediaItemAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/projects',
    { schema: { response: { 200: adminMediaItemList, ...errorResponses } } },
    async () => listAdminMediaItems(app.db),
  )

  app.patch(
    '/api/projects/:id',
    {
      schema: {
        params: mediaItemParams,
        body: mediaChanges,
        response: { 200: adminMediaItem, ...errorResponses },
      },
    },
    async (request, reply) => {
      const item = await updateMediaItem(app.db, request.params.id, request.body)
      return item ?? sendError(reply, 404, NOT_FOUND)
    },
  )

  app.delete(
    '/api/projects/:id',
    { schema: { params: mediaItemParams, response: { 200: done, ...errorResponses } } },
    async (request, reply) => {
      const services = { db: app.db, storage: app.storage, log: request.log }
      if (!(await deleteMediaItem(services, request.params.id))) {
        return sendError(reply, 404, NOT_FOUND)
      }
      return { success: true as const }
    },
  )
}

export default mediaItemAdminRoutes
