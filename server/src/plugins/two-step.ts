import fp from 'fastify-plugin'
import { loadSecretBoxKey } from '../two-step/secret-box.js'

export interface TwoStepSettings {
  /** WebAuthn relying party: PUBLIC_URL's host name and origin. */
  rpId: string
  origin: string
  /** The name authenticator apps and passkey prompts show. */
  issuer: string
  /** Encrypts authenticator secrets at rest (secret-box.ts). */
  key(): Buffer
  /** Codes per address (any) and wrong codes per account, in one window. */
  codeLimits: { windowMs: number; perAddress: number; failuresPerAccount: number }
  /** Passkey sign-ins per address in one window (as the login's), and their options. */
  passkeyLimits: { windowMs: number; perAddress: number; optionsPerAddress: number }
}

declare module 'fastify' {
  interface FastifyInstance {
    twoStep: TwoStepSettings
  }
}

export interface TwoStepOptions {
  publicUrl: string
  sessionSecret: string | undefined
}

/** Passkeys and authenticator codes: the relying party, the secrets' key and the limits. */
export default fp(
  async (app, options: TwoStepOptions) => {
    const url = new URL(options.publicUrl)
    let key: Buffer | undefined
    app.readiness.addStartupTask('authenticator key', async () => {
      key = await loadSecretBoxKey(app.db, options.sessionSecret)
    })
    const { windowMs, perAddress } = app.auth.loginLimits
    app.decorate('twoStep', {
      rpId: url.hostname,
      origin: url.origin,
      issuer: url.hostname,
      key() {
        if (!key) throw new Error('the authenticator key is not loaded yet')
        return key
      },
      codeLimits: { windowMs, perAddress, failuresPerAccount: 10 },
      passkeyLimits: { windowMs, perAddress, optionsPerAddress: perAddress * 3 },
    } satisfies TwoStepSettings)
  },
  { name: 'two-step', dependencies: ['database', 'readiness', 'auth'] },
)
