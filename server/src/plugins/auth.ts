import type { CookieSerializeOptions } from '@fastify/cookie'
import cookie from '@fastify/cookie'
import fp from 'fastify-plugin'
import type { LoginLimits } from '../staff-auth/admin-login.js'
import type { SessionAdmin, SessionPolicy } from '../staff-auth/admin-sessions.js'
import { type SameOriginOptions, sameOriginGuard } from '../staff-auth/same-origin.js'

export interface AuthOptions extends SameOriginOptions {
  sessionSecret: string | undefined
}

export interface AuthSettings {
  policy: SessionPolicy
  loginLimits: LoginLimits
  cookieName: string
  cookieOptions: CookieSerializeOptions
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthSettings
  }
  interface FastifyRequest {
    /** The logged-in admin, set by `requireAdmin`. */
    admin: SessionAdmin | null
  }
}

const HOUR = 60 * 60 * 1000

/**
 * Admin sessions: cookie handling, the session policy and the cross-site request guard (ended
 * sessions are purged by periodic-work.ts).
 */
export default fp(
  async (app, options: AuthOptions) => {
    const secure = new URL(options.publicUrl).protocol === 'https:'
    const policy: SessionPolicy = {
      idleMs: 12 * HOUR,
      absoluteMs: 7 * 24 * HOUR,
      secret: options.sessionSecret,
    }
    app.decorate('auth', {
      policy,
      loginLimits: {
        windowMs: 15 * 60 * 1000,
        perAddress: 20,
        failuresPerUserAndAddress: 10,
        failuresPerUser: 100,
        userWindowMs: HOUR,
      },
      // The __Host- prefix makes browsers refuse the cookie unless it is Secure, host-only and
      // for the whole site: nothing on a sub-domain or plain HTTP can set or shadow it.
      cookieName: secure ? '__Host-admin_session' : 'admin_session',
      cookieOptions: {
        httpOnly: true,
        secure,
        sameSite: 'strict',
        path: '/',
        maxAge: policy.absoluteMs / 1000,
      },
    })
    app.decorateRequest('admin', null)
    await app.register(cookie)
    app.addHook('onRequest', sameOriginGuard(options))
  },
  { name: 'auth', dependencies: ['database'] },
)
