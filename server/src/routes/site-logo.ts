import { errorResponses } from '@site/contract/api-error'
import { siteLogoRules } from '@site/contract/site-logo'
import { siteLogoMade } from '@site/contract/site-settings-api'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { sendError } from '../http/send-error.js'
import { storeSiteLogo } from '../site-settings/site-logo.js'

/** A little over the limit is read in full, so the response can say the limit. */
const READ_LIMIT = siteLogoRules.maxBytes + 1024 * 1024

/** The owner sends the company's logo; Publish puts the answered key on the site. */
const siteLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    siteLogoRules.contentType,
    { parseAs: 'buffer', bodyLimit: READ_LIMIT },
    (_request, body, done) => done(null, body),
  )

  app.post(
    '/api/admin/site-settings/logo',
    {
      bodyLimit: READ_LIMIT,
      schema: { body: z.instanceof(Buffer), response: { 200: siteLogoMade, ...errorResponses } },
    },
    async (request, reply) => {
      const outcome = await storeSiteLogo(app.storage, request.body)
      if ('problem' in outcome) return sendError(reply, 400, outcome.problem)
      return outcome
    },
  )
}

export default siteLogoRoutes
