import fp from 'fastify-plugin'
import {
  permissionsPolicy,
  securityHeaders,
  strictTransportSecurity,
} from '../http/content-security-policy.js'

/**
 * The security headers of every response of the API (JSON, files, pages), under `npm start` and
 * behind nginx alike: nginx passes them on and adds none of its own. A page that sets its own
 * Permissions-Policy keeps it.
 */
export default fp(
  async (app, options: { publicUrl: string }) => {
    const hsts = strictTransportSecurity(options.publicUrl)
    const publicPolicy = permissionsPolicy('public')
    // A callback, not an async function: it runs on every response (decision 069).
    app.addHook('onSend', (_request, reply, _payload, done) => {
      reply.headers(securityHeaders)
      if (!reply.hasHeader('Permissions-Policy')) reply.header('Permissions-Policy', publicPolicy)
      if (hsts) reply.header('Strict-Transport-Security', hsts)
      done()
    })
  },
  { name: 'security-headers' },
)
