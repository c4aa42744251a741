import { errorResponses } from '@site/contract/api-error'
import { systemStatus } from '@site/contract/system-status'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The portal's System section: version, services, backups, mail, storage (decision 059). */
const systemStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/system',
    { schema: { response: { 200: systemStatus, ...errorResponses } } },
    async () => app.systemStatus.read(),
  )
}

export default systemStatusRoutes
