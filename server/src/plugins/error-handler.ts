import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { CLIENT_WENT_AWAY, clientWentAway } from '../http/client-went-away.js'
import { sendError } from '../http/send-error.js'
import { isDatabaseUnavailable } from '../shared/database-errors.js'
import { ObjectStoreError } from '../storage/object-store-error.js'

/**
 * The one error handler: every error answers `{success: false, message}`. Messages of 4xx errors
 * are meant for people and pass through; 5xx details go to the log with the request id only,
 * unless the error says its message was written for people (`expose`, as http-errors does).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const message = error.validation
          .map((issue) => {
            const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
            return field ? `${field}: ${issue.message}` : issue.message
          })
          .join('; ')
        return sendError(reply, 400, message)
      }
      if (clientWentAway(request)) {
        // Nobody is there to read a response, and nothing of ours failed.
        request.log.info({ err: error }, CLIENT_WENT_AWAY)
        return sendError(reply, 400, 'The request was not received whole.')
      }
      const outage = outageMessage(error)
      if (outage) {
        // Not the request's fault, and over when the service is back: say when to try again.
        request.log.error({ err: error }, 'a backing service is down')
        return sendError(reply.header('Retry-After', '30'), 503, outage)
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500
      // The file an upload error is about (see media/upload/upload-error.ts).
      const about = error as { file?: unknown; expose?: unknown }
      const file = typeof about.file === 'string' ? { file: about.file } : {}
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed')
        // Only errors marked `expose` carry a 5xx message written for people.
        const message = about.expose === true ? error.message : 'Internal Server Error'
        return reply.code(status).send({ success: false, message, ...file })
      }
      return reply.code(status).send({ success: false, message: error.message, ...file })
    })
  },
  { name: 'error-handler' },
)

// The store first: its failure's cause is a network error too, which would read as the database's.
const outages: [isOutage: (error: unknown) => boolean, message: string][] = [
  [
    (error) => error instanceof ObjectStoreError,
    'The media store is not available right now. Please try again in a minute.',
  ],
  [
    isDatabaseUnavailable,
    'The site cannot reach its database right now. Please try again in a minute.',
  ],
]

/** What to tell people when PostgreSQL or the object store cannot be reached. */
function outageMessage(error: unknown): string | undefined {
  return outages.find(([isOutage]) => isOutage(error))?.[1]
}
