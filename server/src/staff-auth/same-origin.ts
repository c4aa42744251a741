import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { sendError } from '../http/send-error.js'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface SameOriginOptions {
  /** The site's own address (`PUBLIC_URL`). */
  publicUrl: string
  /** Whether `PUBLIC_URL` was set: without it, `npm start` is the site wherever it is reached. */
  publicUrlConfigured: boolean
  corsOrigins: readonly string[]
}

export const OTHER_WEBSITE_MESSAGE = 'This request came from another website and was refused.'

/**
 * Refuses state-changing requests sent by a page on another site or another host of the same
 * site (cross-site request forgery), on top of the SameSite=Strict session cookie, which any
 * page on a sibling host or port still gets. Every method but GET, HEAD and OPTIONS is checked,
 * whatever the path's spelling (`/%61pi/…` routes as `/api/…`): the site has no write that
 * another origin may make. Browsers send `Origin` with every such request; one without it (curl,
 * server-to-server) carries no visitor's cookies by accident, unless the browser says it came
 * from another site.
 *
 * Allowed: `PUBLIC_URL`'s origin and `CORS_ORIGINS`. Only when `PUBLIC_URL` is not set (a laptop
 * running `npm start`) is the address the request came in on taken as the site's own, so that
 * `http://127.0.0.1:3001` and a phone on the same network work; a configured site never trusts
 * the `Host` header for this, which a rebinding domain name controls.
 */
export function sameOriginGuard({
  publicUrl,
  publicUrlConfigured,
  corsOrigins,
}: SameOriginOptions) {
  const allowed = new Set([new URL(publicUrl).origin, ...corsOrigins])
  // A callback, not an async function: it runs on every request (decision 069).
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (SAFE_METHODS.has(request.method)) return done()
    const origin = request.headers.origin
    if (origin === undefined) {
      const site = request.headers['sec-fetch-site']
      if (site !== 'cross-site' && site !== 'same-site') return done()
    } else if (
      allowed.has(origin) ||
      (!publicUrlConfigured && isRequestOwnOrigin(origin, request))
    ) {
      return done()
    }
    sendError(reply, 403, OTHER_WEBSITE_MESSAGE)
  }
}

function isRequestOwnOrigin(origin: string, request: FastifyRequest): boolean {
  return origin === `${request.protocol}://${request.host}`
}
