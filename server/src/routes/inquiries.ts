import { done, errorAnswers } from '@site/contract/api-error'
import {
  inquiry,
  inquiryChanges,
  inquiryListQuery,
  inquiryPage,
  inquiryParams,
} from '@site/contract/inquiries'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { changeInquiry, eraseInquiry, listInquiries } from '../quotes/inquiries.js'

const NOT_FOUND = 'There is no such quote request.'

/** The admin portal's "Quote requests" view. */
const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/inquiries',
    { schema: { querystring: inquiryListQuery, response: { 200: inquiryPage, ...errorAnswers } } },
    async (request, reply) => {
      const page = await listInquiries(app.db, request.query)
      return page ?? reply.code(404).send({ success: false, message: NOT_FOUND })
    },
  )

  app.patch(
    '/api/inquiries/:id',
    {
      schema: {
        params: inquiryParams,
        body: inquiryChanges,
        response: { 200: inquiry, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const updated = await changeInquiry(app.db, request.params.id, request.body)
      return updated ?? reply.code(404).send({ success: false, message: NOT_FOUND })
    },
  )

  app.delete(
    '/api/inquiries/:id',
    { schema: { params: inquiryParams, response: { 200: done, ...errorAnswers } } },
    async (request, reply) => {
      if (!(await eraseInquiry(app.db, request.params.id))) {
        return reply.code(404).send({ success: false, message: NOT_FOUND })
      }
      request.log.info({ inquiryId: request.params.id }, 'quote request erased by staff')
      return { success: true as const }
    },
  )
}

export default inquiryRoutes
