import { errorResponses } from '@site/contract/api-error'
import {
  publishedSiteSettings,
  siteSettingsPreview,
  siteSettingsPublish,
  siteSettingsVersionList,
  siteSettingsVersionMade,
  siteSettingsVersionNotFound,
  siteSettingsVersionParams,
  staleSiteSettingsMessage,
} from '@site/contract/site-settings-api'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { logActor } from '../account/staff-names.js'
import { sendError } from '../http/send-error.js'
import { sendPage } from '../pages/page-response.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import {
  listSiteSettingsVersions,
  type PublishOutcome,
  publishSiteSettings,
  publishedSiteSettings as readPublished,
  restoreSiteSettingsVersion,
} from '../site-settings/site-settings.js'
import { signedInAdmin } from '../staff-auth/require-admin.js'

// The defaults are 6 KB of JSON; the largest settings the schema allows are 57 KB in ASCII and
// up to three times that in other scripts' UTF-8. Any settings the schema takes must fit: above
// the API's 32 KB default, well under nginx's 1 MB for /api/.
export const siteSettingsBodyLimit = 256 * 1024

/** Staff read, publish and restore the website settings (inside the admin scope). */
const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/site-settings',
    { schema: { response: { 200: publishedSiteSettings, ...errorResponses } } },
    async () => readPublished(app.db),
  )

  app.put(
    '/api/admin/site-settings',
    {
      bodyLimit: siteSettingsBodyLimit,
      schema: {
        body: siteSettingsPublish,
        response: { 200: siteSettingsVersionMade, ...errorResponses },
      },
    },
    async (request, reply) =>
      response(
        request,
        reply,
        await publishSiteSettings(app.db, { ...request.body, by: staffName(request) }),
      ),
  )

  // The preview is an HTML form posted into a new tab (a page, not JSON): its fields are read
  // here, in this scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: siteSettingsBodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  app.post(
    '/api/admin/site-settings/preview',
    {
      bodyLimit: siteSettingsBodyLimit,
      // 200 is an HTML page (sent as bytes, which no schema serializes).
      schema: { body: siteSettingsPreview, response: { 200: z.string(), ...errorResponses } },
    },
    async (request, reply) => {
      if (!app.pages) return sendError(reply, 404, 'This server makes no pages.')
      const { path, settings } = request.body
      return sendPage(request, reply, await app.pages.preview(path, settings))
    },
  )

  app.get(
    '/api/admin/site-settings/versions',
    { schema: { response: { 200: siteSettingsVersionList, ...errorResponses } } },
    async () => ({ items: await listSiteSettingsVersions(app.db) }),
  )

  app.post(
    '/api/admin/site-settings/versions/:version/restore',
    {
      schema: {
        params: siteSettingsVersionParams,
        response: { 200: siteSettingsVersionMade, ...errorResponses },
      },
    },
    async (request, reply) => {
      const outcome = await restoreSiteSettingsVersion(
        app.db,
        request.params.version,
        staffName(request),
      )
      if (outcome.outcome === 'not-found') return sendError(reply, 404, siteSettingsVersionNotFound)
      return response(request, reply, outcome, request.params.version)
    },
  )
}

async function response(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: PublishOutcome,
  restoredFrom?: number,
) {
  if (outcome.outcome === 'stale') {
    return sendError(reply, 409, staleSiteSettingsMessage(outcome.published))
  }
  const admin = request.admin
  if (admin) {
    await recordSecurityEvent(request.server.db, {
      kind: 'settings-published',
      actor: await logActor(request.server.db, admin.id),
      address: request.ip,
      detail: { version: outcome.version, ...(restoredFrom === undefined ? {} : { restoredFrom }) },
    })
  }
  return { version: outcome.version }
}

function staffName(request: FastifyRequest): string {
  return signedInAdmin(request).username
}

export default siteSettingsRoutes
