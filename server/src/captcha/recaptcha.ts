import { z } from 'zod'
import { CaptchaUnavailableError, type CaptchaVerdict } from './captcha-errors.js'

export interface RecaptchaSettings {
  secret: string
  /** The siteverify endpoint (RECAPTCHA_VERIFY_URL). */
  verifyUrl: string
  /** The host name tokens must have been solved on (PUBLIC_URL's). */
  hostname: string
  timeoutMs: number
}

const siteverifyResponse = z.object({
  success: z.boolean(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
})

// Codes that mean our request or configuration is wrong, not the visitor's token.
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request'])

export const RECAPTCHA_FAILED = 'The reCAPTCHA verification failed. Please try again.'

/** Checks a reCAPTCHA token with the siteverify protocol; throws when that cannot be done. */
export async function verifyRecaptcha(
  settings: RecaptchaSettings,
  token: string,
  remoteIp: string,
): Promise<CaptchaVerdict> {
  let body: unknown
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    body = await response.json()
  } catch (error) {
    throw new CaptchaUnavailableError('the reCAPTCHA verifier could not be reached', {
      cause: error,
    })
  }
  const verdict = siteverifyResponse.safeParse(body)
  if (!verdict.success) {
    throw new CaptchaUnavailableError('the reCAPTCHA verifier answered something unreadable')
  }
  const codes = verdict.data['error-codes'] ?? []
  if (codes.some((code) => OUR_FAULT.has(code))) {
    throw new CaptchaUnavailableError(`the reCAPTCHA verifier refused our request: ${codes}`)
  }
  if (!verdict.data.success) return { ok: false, message: RECAPTCHA_FAILED }
  if (verdict.data.hostname !== undefined && verdict.data.hostname !== settings.hostname) {
    return { ok: false, message: RECAPTCHA_FAILED }
  }
  return { ok: true }
}
