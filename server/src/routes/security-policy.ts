import { errorAnswers } from '@site/contract/api-error'
import { securityPolicy } from '@site/contract/two-step'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import { setTwoStepRequired, twoStepRequired } from '../two-step/sign-in-steps.js'

/** The owner's "require two-step sign-in" switch (in the owner-only scope of admin-routes.ts). */
const securityPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/security/policy',
    { schema: { response: { 200: securityPolicy, ...errorAnswers } } },
    async () => ({ requireTwoStep: await twoStepRequired(app.db) }),
  )

  app.put(
    '/api/admin/security/policy',
    { schema: { body: securityPolicy, response: { 200: securityPolicy, ...errorAnswers } } },
    async (request) => {
      const admin = request.admin
      if (!admin) throw new Error('the owner scope let a request through without a session')
      const { requireTwoStep } = request.body
      const before = await twoStepRequired(app.db)
      await setTwoStepRequired(app.db, requireTwoStep, admin.id)
      if (before !== requireTwoStep) {
        await recordSecurityEvent(app.db, {
          kind: requireTwoStep ? 'two-step-required' : 'two-step-not-required',
          actor: { id: admin.id, name: admin.username },
          address: request.ip,
        })
      }
      return { requireTwoStep }
    },
  )
}

export default securityPolicyRoutes
