import { errorResponses } from '@site/contract/api-error'
import { contactTapsPath } from '@site/contract/contact-channels'
import { contactTap, tapReceived } from '@site/contract/contact-taps'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { countContactTap } from '../dashboard/contact-taps.js'

/**
 * A visitor tapped a WhatsApp or call link (a beacon from the page). Always 204 once the body
 * is right: a repeat from the same address is simply not counted, and one over the hourly
 * ceiling is counted as unusual, as the page never reads the response and a visitor must never see
 * an error for it.
 */
const contactTapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    contactTapsPath,
    {
      // `{"channel":"whatsapp"}` is 22 bytes: anything much bigger is not a tap.
      bodyLimit: 1024,
      schema: { body: contactTap, response: { 204: tapReceived, ...errorResponses } },
    },
    async (request, reply) => {
      const outcome = await countContactTap(app.db, request.body.channel, request.ip)
      if (outcome !== 'counted') request.log.info({ outcome }, 'contact tap kept out of the counts')
      return reply.code(204).send()
    },
  )
}

export default contactTapRoutes
