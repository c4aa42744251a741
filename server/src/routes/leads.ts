import { done, errorResponses } from '@site/contract/api-error'
import {
  attachmentFileResponses,
  lead,
  leadChanges,
  leadListQuery,
  leadPage,
  leadsNeedingAttention,
  quoteFileParams,
  quoteRequestParams,
} from '@site/contract/leads'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { sendError } from '../http/send-error.js'
import { deliverMedia, sendMedia } from '../media/catalogue/media-delivery.js'
import { recordReplyTap } from '../quotes/first-contact.js'
import {
  attachmentKey,
  changeLead,
  eraseQuoteRequest,
  findLead,
  listLeads,
} from '../quotes/leads.js'
import { leadsNeedingAttentionNow } from '../quotes/leads-needing-attention.js'

const NOT_FOUND = 'There is no such quote request.'

/** The admin portal's "Quote requests" view. */
const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/inquiries',
    {
      schema: { querystring: leadListQuery, response: { 200: leadPage, ...errorResponses } },
    },
    async (request, reply) => {
      const page = await listLeads(app.db, request.query)
      return page ?? sendError(reply, 404, NOT_FOUND)
    },
  )

  // What staff should look at first (decision 068): the top of the section and the morning mail.
  app.get(
    '/api/inquiries/attention',
    { schema: { response: { 200: leadsNeedingAttention, ...errorResponses } } },
    async () => ({ items: await leadsNeedingAttentionNow(app.db) }),
  )

  // A WhatsApp, Call or E-mail tap on a request: sent as the tap opens the app, never read.
  app.post(
    '/api/inquiries/:id/reply-taps',
    { schema: { params: quoteRequestParams, response: { 204: z.undefined(), ...errorResponses } } },
    async (request, reply) => {
      if (!(await recordReplyTap(app.db, request.params.id))) {
        return sendError(reply, 404, NOT_FOUND)
      }
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/inquiries/:id',
    { schema: { params: quoteRequestParams, response: { 200: lead, ...errorResponses } } },
    async (request, reply) => {
      const found = await findLead(app.db, request.params.id)
      return found ?? sendError(reply, 404, NOT_FOUND)
    },
  )

  // The visitor's photos and video, for the logged-in staff only: never cached anywhere (the
  // scope's no-store), so no shared device or proxy keeps a copy.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/inquiries/:id/attachments/:attachmentId/:file',
    schema: {
      params: quoteFileParams,
      response: { ...attachmentFileResponses, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { id, attachmentId, file } = request.params
      const key = await attachmentKey(app.db, id, attachmentId, file)
      const result = key
        ? await deliverMedia(
            app.storage,
            key,
            { range: request.headers.range, ifNoneMatch: request.headers['if-none-match'] },
            request.method === 'GET',
          )
        : ({ status: 404 } as const)
      if (result.status === 404) return sendError(reply, 404, 'This file does not exist.')
      return sendMedia(reply, result, { cacheControl: 'private, no-store' })
    },
  })

  app.patch(
    '/api/inquiries/:id',
    {
      schema: {
        params: quoteRequestParams,
        body: leadChanges,
        response: { 200: lead, ...errorResponses },
      },
    },
    async (request, reply) => {
      const updated = await changeLead(app.db, request.params.id, request.body)
      if (updated === 'no-such-project') {
        return sendError(reply, 400, 'There is no such portfolio project.')
      }
      return updated ?? sendError(reply, 404, NOT_FOUND)
    },
  )

  app.delete(
    '/api/inquiries/:id',
    { schema: { params: quoteRequestParams, response: { 200: done, ...errorResponses } } },
    async (request, reply) => {
      if (
        !(await eraseQuoteRequest(
          { db: app.db, storage: app.storage, log: request.log },
          request.params.id,
        ))
      ) {
        return sendError(reply, 404, NOT_FOUND)
      }
      request.log.info({ inquiryId: request.params.id }, 'quote request erased by staff')
      return { success: true as const }
    },
  )
}

export default leadRoutes
