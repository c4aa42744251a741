/** The captcha could not be checked (verifier unreachable, failing or misconfigured): 503. */
export class CaptchaUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'CaptchaUnavailableError'
  }
}

/** A checked captcha: passed, or refused with a message for the visitor. */
export type CaptchaVerdict = { ok: true } | { ok: false; message: string }
