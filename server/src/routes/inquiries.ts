import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAdmin } from '../auth/require-admin.js'
import { listInquiries, setInquiryHandled } from '../services/inquiries.js'

const listQuery = z
  .object({
    limit: z.coerce
      .number({ error: 'must be a whole number from 1 to 100' })
      .int({ error: 'must be a whole number from 1 to 100' })
      .min(1, { error: 'must be a whole number from 1 to 100' })
      .max(100, { error: 'must be a whole number from 1 to 100' })
      .default(50),
    before: z.uuid({ error: 'must be the id of a quote request' }).optional(),
  })
  .strict()

const inquiryParams = z.object({ id: z.uuid({ error: 'must be the id of a quote request' }) })
const handledBody = z.object({ handled: z.boolean({ error: 'must be true or false' }) }).strict()

const NOT_FOUND = 'There is no such quote request.'

/** The admin portal's "Quote requests" view. */
const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/inquiries',
    { preHandler: requireAdmin, schema: { querystring: listQuery } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const page = await listInquiries(app.db, request.query)
      return page ?? reply.code(404).send({ success: false, message: NOT_FOUND })
    },
  )

  app.patch(
    '/api/inquiries/:id',
    { preHandler: requireAdmin, schema: { params: inquiryParams, body: handledBody } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const inquiry = await setInquiryHandled(app.db, request.params.id, request.body.handled)
      return inquiry ?? reply.code(404).send({ success: false, message: NOT_FOUND })
    },
  )
}

export default inquiryRoutes
