import { mediaFileParams, mediaFileQuery } from '@site/contract/media-files'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendError } from '../http/send-error.js'
import { deliverMedia, sendMedia } from '../media/catalogue/media-delivery.js'
import { downloadDisposition } from '../media/catalogue/media-download.js'
import { sessionAdminOf } from '../staff-auth/require-admin.js'
import { isOriginalKey, isQuoteFileKey, isResumableUploadKey } from '../storage/object-keys.js'

// Object keys are unique per upload and never rewritten, so a URL's bytes never change.
const IMMUTABLE = 'public, max-age=31536000, immutable'
// Originals carry the phone's location and device tags: only staff may fetch them, and no cache
// (nginx's, a shared device's browser) keeps a copy.
const STAFF_ONLY = 'private, no-store'

const NOT_FOUND = 'This file does not exist.'

/** Uploaded media from the object store, with byte ranges (video seeking) and caching. */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // The response is the file's bytes (or JSON errors), so it declares no response schema.
    schema: { params: mediaFileParams, querystring: mediaFileQuery },
    handler: async (request, reply) => {
      // A visitor's files sent with a quote are served only by the quote request routes, which
      // check the session on every request and never let a cache keep them. The bytes of an
      // unfinished upload are no file yet.
      const key = request.params['*']
      if (isQuoteFileKey(key) || isResumableUploadKey(key)) return sendError(reply, 404, NOT_FOUND)
      const staffOnly = isOriginalKey(request.params['*'])
      if (staffOnly && !(await sessionAdminOf(request))) return sendError(reply, 404, NOT_FOUND)
      // Looked up before the object is opened, so a failure here leaves no stream open.
      const disposition =
        request.query.download === '1'
          ? await downloadDisposition(app.db, request.params['*'])
          : undefined
      const result = await deliverMedia(
        app.storage,
        request.params['*'],
        { range: request.headers.range, ifNoneMatch: request.headers['if-none-match'] },
        request.method === 'GET',
        staffOnly ? undefined : app.mediaCache,
      )
      if (result.status === 404) return sendError(reply, 404, NOT_FOUND)
      return sendMedia(reply, result, {
        cacheControl: staffOnly ? STAFF_ONLY : IMMUTABLE,
        disposition,
      })
    },
  })
}

export default mediaRoutes
