import { errorResponses } from '@site/contract/api-error'
import { resumableUploadRules } from '@site/contract/upload-rules'
import { uploadResponse } from '@site/contract/uploads'
import { Server } from '@tus/server'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { NodeRequest } from 'srvx/node'
import { closeUnreadBody } from '../http/close-unread-body.js'
import { type UploadServices, uploadServicesOf } from '../media/upload/media-upload.js'
import { finishResumableUpload } from '../media/upload/resumable/finish-upload.js'
import { noLocker } from '../media/upload/resumable/no-locker.js'
import {
  newResumableUploadId,
  ResumableUploadStore,
} from '../media/upload/resumable/resumable-store.js'
import {
  type ResumableError,
  resumableErrorOf,
  resumableErrorOfResponse,
} from '../media/upload/resumable/tus-errors.js'
import { signedInAdmin } from '../staff-auth/require-admin.js'

const RESUMABLE_UPLOADS_PATH = resumableUploadRules.path

/** How long the last PATCH waits for another process that is finishing the same upload. */
const FINISH_WAIT_MS = 30_000

/**
 * Staff uploads that survive a dropped connection: the tus 1.0 protocol (core, creation,
 * termination, expiration) through @tus/server. Inside the admin scope, so every request needs
 * the staff session; each request gets a store bound to its account (see resumable-store.ts).
 * The PATCH that brings the last byte responds with 200 with the same JSON as `POST /api/upload`.
 */
const resumableUploadRoutes: FastifyPluginAsync = async (app) => {
  // @tus/server reads request bodies itself, whatever their type (it refuses wrong ones).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  app.addHook('onSend', closeUnreadBody)

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const admin = signedInAdmin(request)
    const services = uploadServicesOf(app, request.log)
    const tus = new Server({
      path: RESUMABLE_UPLOADS_PATH,
      datastore: new ResumableUploadStore(services, admin.id),
      locker: noLocker,
      relativeLocation: true,
      namingFunction: newResumableUploadId,
      disableTerminationForFinishedUploads: true,
      onUploadFinish: async (_request, upload) => finishResponse(upload.id, services),
      onResponseError: (_request, error) => {
        const resumableError = resumableErrorOf(error, request.log)
        return {
          status_code: resumableError.status,
          body: JSON.stringify(errorBodyOf(resumableError)),
        }
      },
    })
    const tusResponse = await tus.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }))
    if (tusResponse.status < 400) return reply.send(tusResponse)

    // Every error as the API's other errors: JSON with a message for people.
    const body = await tusResponse.text()
    const resumableError = isApiResponse(body)
      ? null
      : resumableErrorOfResponse(tusResponse.status, body)
    tusResponse.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-type') reply.header(name, value)
    })
    return reply
      .code(resumableError?.status ?? tusResponse.status)
      .type('application/json; charset=utf-8')
      .send(resumableError ? JSON.stringify(errorBodyOf(resumableError)) : body)
  }

  // tus responds with 201 and 204 without a body; the PATCH with the last byte responds with `uploadResponse`.
  const schema = { response: { 200: uploadResponse, ...errorResponses } }
  app.route({ method: ['POST', 'OPTIONS'], url: RESUMABLE_UPLOADS_PATH, schema, handler: handle })
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${RESUMABLE_UPLOADS_PATH}/:id`,
    schema,
    handler: handle,
  })
}

async function finishResponse(uploadId: string, services: UploadServices) {
  const waitUntil = Date.now() + FINISH_WAIT_MS
  for (;;) {
    const outcome = await finishResumableUpload(uploadId, services)
    if (outcome.status === 'finished' && outcome.response) {
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify(outcome.response),
      }
    }
    // Stored, but the item is gone again or another process is still at it: the bytes are safe
    // and the client's job is done (the portal refreshes its list).
    if (outcome.status !== 'busy' || Date.now() > waitUntil) return {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

function errorBodyOf(resumableError: ResumableError) {
  return {
    success: false,
    message: resumableError.message,
    ...(resumableError.file ? { file: resumableError.file } : {}),
  }
}

function isApiResponse(body: string): boolean {
  try {
    return typeof JSON.parse(body)?.message === 'string'
  } catch {
    return false
  }
}

export default resumableUploadRoutes
