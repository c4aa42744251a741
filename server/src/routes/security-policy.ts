import { done, errorResponses } from '@site/contract/api-error'
import { idOf } from '@site/contract/text'
import { securityPolicy } from '@site/contract/two-step'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { logActor } from '../account/staff-names.js'
import { sendError } from '../http/send-error.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import { signedInAdmin } from '../staff-auth/require-admin.js'
import { resetTwoStep } from '../two-step/reset-two-step.js'
import { setTwoStepRequired, twoStepRequired } from '../two-step/sign-in-steps.js'

/**
 * The owner's "require two-step sign-in" switch, and starting a person's second steps over (in
 * the owner-only scope of admin-routes.ts).
 */
const securityPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/security/policy',
    { schema: { response: { 200: securityPolicy, ...errorResponses } } },
    async () => ({ requireTwoStep: await twoStepRequired(app.db) }),
  )

  app.put(
    '/api/admin/security/policy',
    { schema: { body: securityPolicy, response: { 200: securityPolicy, ...errorResponses } } },
    async (request) => {
      const admin = signedInAdmin(request)
      const { requireTwoStep } = request.body
      const before = await twoStepRequired(app.db)
      await setTwoStepRequired(app.db, requireTwoStep, admin.id)
      if (before !== requireTwoStep) {
        await recordSecurityEvent(app.db, {
          kind: requireTwoStep ? 'two-step-required' : 'two-step-not-required',
          actor: await logActor(app.db, admin.id),
          address: request.ip,
        })
      }
      return { requireTwoStep }
    },
  )

  app.delete(
    '/api/admin/security/two-step/:id',
    {
      schema: {
        params: z.object({ id: idOf('an account') }),
        response: { 200: done, ...errorResponses },
      },
    },
    async (request, reply) => {
      const admin = signedInAdmin(request)
      if (request.params.id === admin.id) {
        return sendError(
          reply,
          409,
          'Change your own passkeys and authenticator app in Your account.',
        )
      }
      const username = await resetTwoStep(app.db, request.params.id)
      if (username === null) return sendError(reply, 404, 'There is no such account.')
      await recordSecurityEvent(app.db, {
        kind: 'two-step-disabled',
        actor: await logActor(app.db, admin.id),
        subject: { id: request.params.id, name: username },
        address: request.ip,
        detail: { method: 'reset by an owner' },
      })
      return { success: true as const }
    },
  )
}

export default securityPolicyRoutes
