import { errorResponses } from '@site/contract/api-error'
import { captionMessages, captionRules } from '@site/contract/captions'
import { adminMediaItem } from '@site/contract/media-admin'
import { mediaItemParams } from '@site/contract/media-items'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import {
  attachCaptions,
  type CaptionOutcome,
  captionProblem,
  removeCaptions,
} from '../media/catalogue/video-captions.js'

const NOT_FOUND = 'There is no such media item.'
/** Larger bodies are read in full so the response can say the limit; nginx stops at 1 MB anyway. */
const READ_LIMIT = 1024 * 1024

/** Staff attach WebVTT captions to a video, or remove them. */
const videoCaptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    captionRules.contentType,
    { parseAs: 'buffer', bodyLimit: READ_LIMIT },
    (_request, body, done) => done(null, body),
  )
  const response = (outcome: CaptionOutcome) => {
    if (outcome === 'not-found')
      return { status: 404, body: { success: false as const, message: NOT_FOUND } }
    if (outcome === 'not-a-video') {
      return { status: 400, body: { success: false as const, message: captionMessages.notAVideo } }
    }
    return { status: 200, body: outcome }
  }

  app.put(
    '/api/projects/:id/captions',
    {
      bodyLimit: READ_LIMIT,
      schema: {
        params: mediaItemParams,
        body: z.instanceof(Buffer),
        response: { 200: adminMediaItem, ...errorResponses },
      },
    },
    async (request, reply) => {
      const problem = captionProblem(request.body)
      if (problem) return reply.code(400).send({ success: false, message: problem })
      const services = { db: app.db, storage: app.storage, log: request.log }
      const { status, body } = response(
        await attachCaptions(services, request.params.id, request.body),
      )
      return reply.code(status).send(body)
    },
  )

  app.delete(
    '/api/projects/:id/captions',
    { schema: { params: mediaItemParams, response: { 200: adminMediaItem, ...errorResponses } } },
    async (request, reply) => {
      const services = { db: app.db, storage: app.storage, log: request.log }
      const { status, body } = response(await removeCaptions(services, request.params.id))
      return reply.code(status).send(body)
    },
  )
}

export default videoCaptionRoutes
