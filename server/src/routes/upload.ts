import multipart from '@fastify/multipart'
import { errorResponses } from '@site/contract/api-error'
import { largestUploadBytes } from '@site/contract/upload-rules'
import { uploadResponse } from '@site/contract/uploads'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { closeUnreadBody } from '../http/close-unread-body.js'
import { uploadMedia, uploadServicesOf } from '../media/upload/media-upload.js'
import { multipartError } from '../media/upload/multipart-error.js'
import { UploadError } from '../media/upload/upload-error.js'

const MAX_FILES = 20

/** Staff uploads (multipart, the specification's fields): admin session required. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not app-wide: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      // One byte over the largest allowed file, so the upload service sees the limit crossed.
      fileSize: largestUploadBytes + 1,
      files: MAX_FILES,
      fields: 2 * MAX_FILES + 10,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 3 * MAX_FILES + 10,
      headerPairs: 20,
    },
  })

  app.addHook('onSend', closeUnreadBody)

  const schema = {
    consumes: ['multipart/form-data'],
    response: { 200: uploadResponse, ...errorResponses },
  }
  app.post('/api/upload', { schema }, async (request) => {
    try {
      return await uploadMedia(request.parts(), uploadServicesOf(app, request.log))
    } catch (error) {
      // A client that went away is no server fault (and will not read the response).
      if (request.raw.readableAborted) {
        request.log.info('the client went away during an upload; nothing was kept')
        throw new UploadError(400, 'The upload was interrupted before it finished.')
      }
      throw (
        multipartError(error, {
          incomplete: 'The upload is incomplete or malformed. Please try again.',
          tooManyFiles: `Too many files: at most ${MAX_FILES} can be uploaded at once.`,
          notMultipart: 'Uploads must be sent as multipart/form-data.',
        }) ?? error
      )
    }
  })
}

export default uploadRoutes
