import type { CaptchaSettings } from '@site/contract/captcha'
import type { Challenge } from 'altcha-lib'
import fp from 'fastify-plugin'
import {
  type AltchaDifficulty,
  checkAltchaPayload,
  createAltchaChallenge,
  defaultAltchaDifficulty,
} from '../captcha/altcha.js'
import type { CaptchaVerdict } from '../captcha/captcha-errors.js'
import { verifyRecaptcha } from '../captcha/recaptcha.js'
import { spendCaptchaSolution } from '../captcha/spent-captcha-solutions.js'
import type { Config } from '../config.js'
import { loadOrCreateSecret } from '../shared/site-secrets.js'

export interface Captcha {
  /** What the contact form needs to show the active captcha. */
  publicSettings: CaptchaSettings
  /** The response when the form was sent without a token. */
  missingTokenMessage: string
  /** A new ALTCHA challenge; only when ALTCHA is the provider. */
  createChallenge(): Promise<Challenge>
  /** Checks a token; throws CaptchaUnavailableError when it cannot be checked. */
  verify(token: string, remoteIp: string): Promise<CaptchaVerdict>
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha
  }
}

export interface CaptchaOptions {
  settings: Config['captcha']
  publicUrl: string
  /** Tests make the proof of work tiny; visitors get the default. */
  altchaDifficulty?: AltchaDifficulty
}

const CHALLENGE_TTL_MS = 10 * 60 * 1000
const RECAPTCHA_TIMEOUT_MS = 5_000
const ALTCHA_FAILED = 'The verification failed. Please verify again.'

/** The captcha of the quote form: reCAPTCHA through siteverify, or self-hosted ALTCHA. */
export default fp(
  async (app, options: CaptchaOptions) => {
    const { settings } = options
    if (settings.provider === 'recaptcha') {
      const recaptcha = {
        secret: settings.recaptchaSecret ?? '',
        verifyUrl: settings.recaptchaVerifyUrl,
        hostname: new URL(options.publicUrl).hostname,
        timeoutMs: RECAPTCHA_TIMEOUT_MS,
      }
      app.decorate('captcha', {
        publicSettings: { provider: 'recaptcha', siteKey: settings.recaptchaSiteKey ?? '' },
        missingTokenMessage: 'Please complete the reCAPTCHA verification.',
        createChallenge: () => Promise.reject(new Error('ALTCHA is not the captcha provider')),
        verify: (token, remoteIp) => verifyRecaptcha(recaptcha, token, remoteIp),
      } satisfies Captcha)
      return
    }

    // Without ALTCHA_HMAC_KEY the key is generated once and kept in PostgreSQL, so every API
    // instance and a restarted one accept the same challenges (decision 007).
    let hmacKey = settings.altchaHmacKey
    if (!hmacKey) {
      app.readiness.addStartupTask('captcha key', async () => {
        hmacKey = await loadOrCreateSecret(app.db, 'altcha-hmac-key')
      })
    }
    const key = () => {
      if (!hmacKey) throw new Error('the ALTCHA key is not loaded yet')
      return hmacKey
    }
    const difficulty = options.altchaDifficulty ?? defaultAltchaDifficulty
    app.decorate('captcha', {
      publicSettings: { provider: 'altcha' },
      missingTokenMessage: 'Please complete the verification.',
      createChallenge: () => createAltchaChallenge(key(), difficulty, CHALLENGE_TTL_MS),
      async verify(token) {
        const check = await checkAltchaPayload(key(), token)
        if (check.outcome === 'expired') {
          return { ok: false, message: 'The verification has expired. Please verify again.' }
        }
        if (check.outcome === 'invalid') return { ok: false, message: ALTCHA_FAILED }
        const fresh = await spendCaptchaSolution(app.db, check.challengeHash, check.expiresAt)
        return fresh
          ? { ok: true }
          : { ok: false, message: 'This verification was already used. Please verify again.' }
      },
    } satisfies Captcha)
  },
  { name: 'captcha', dependencies: ['database', 'readiness'] },
)
