import { errorResponses } from '@site/contract/api-error'
import {
  bulkAction,
  bulkOutcomes,
  mediaLibraryPage,
  mediaLibraryQuery,
} from '@site/contract/media-library'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { runBulkAction } from '../media/catalogue/bulk-actions.js'
import { listMediaLibrary } from '../media/catalogue/media-library.js'

/** The portal's media library: a page of items at a time, and one action on many (decision 055). */
const mediaLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/media',
    {
      schema: {
        querystring: mediaLibraryQuery,
        response: { 200: mediaLibraryPage, ...errorResponses },
      },
    },
    async (request) => listMediaLibrary(app.db, request.query),
  )

  app.post(
    '/api/admin/media/bulk',
    { schema: { body: bulkAction, response: { 200: bulkOutcomes, ...errorResponses } } },
    async (request) => ({
      outcomes: await runBulkAction(
        { db: app.db, storage: app.storage, log: request.log },
        request.body,
      ),
    }),
  )
}

export default mediaLibraryRoutes
