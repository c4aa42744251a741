import { errorResponses } from '@site/contract/api-error'
import { captionMessages, captionRules } from '@site/contract/captions'
import { adminMediaItem } from '@site/contract/media-admin'
import { mediaItemParams } from '@site/contract/media-items'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { sendError } from '../http/send-error.js'
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
  const respond = (reply: FastifyReply, outcome: CaptionOutcome) => {
    if (outcome === 'not-found') return sendError(reply, 404, NOT_FOUND)
    if (outcome === 'not-a-video') return sendError(reply, 400, captionMessages.notAVideo)
    return outcome
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
      if (problem) return sendError(reply, 400, problem)
      const services = { db: app.db, storage: app.storage, log: request.log }
      return respond(reply, await attachCaptions(services, request.params.id, request.body))
    },
  )

  app.delete(
    '/api/projects/:id/captions',
    { schema: { params: mediaItemParams, response: { 200: adminMediaItem, ...errorResponses } } },
    async (request, reply) => {
      const services = { db: app.db, storage: app.storage, log: request.log }
      return respond(reply, await removeCaptions(services, request.params.id))
    },
  )
}

export default videoCaptionRoutes
