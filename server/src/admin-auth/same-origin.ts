import type { FastifyReply, FastifyRequest } from 'fastify'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing API requests sent by a page on another site (cross-site request
 * forgery), on top of the SameSite=Strict session cookie. Browsers send `Origin` with every
 * POST; requests without one (curl, server-to-server) carry no visitor's cookies by accident.
 */
export function sameOriginGuard(publicUrl: string, corsOrigins: readonly string[]) {
  const allowed = new Set([new URL(publicUrl).origin, ...corsOrigins])
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return
    const origin = request.headers.origin
    const fromOtherSite = request.headers['sec-fetch-site'] === 'cross-site'
    if (!origin && !fromOtherSite) return
    if (origin && (allowed.has(origin) || sameHost(origin, request.host))) return
    return reply
      .code(403)
      .send({ success: false, message: 'This request came from another website and was refused.' })
  }
}

function sameHost(origin: string, host: string): boolean {
  return URL.canParse(origin) && new URL(origin).host === host
}
