import type { CaptchaProvider } from '@site/contract/captcha'

// reCAPTCHA v2's documented needs (developers.google.com/recaptcha/docs/faq, "CSP").
const recaptchaScripts = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/'
const recaptchaFrames = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/'

/**
 * The pages' Content-Security-Policy: only our own origin, the page's own inline scripts (by
 * hash), and what the active captcha needs: ALTCHA solves in blob: workers, reCAPTCHA loads
 * Google's scripts and frames. Written here only: nginx passes the API's pages on as they are.
 */
export function contentSecurityPolicy(
  provider: CaptchaProvider,
  scriptHashes: readonly string[],
): string {
  const recaptcha = provider === 'recaptcha'
  const scripts = ["'self'", ...scriptHashes, ...(recaptcha ? [recaptchaScripts] : [])]
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // React and the toaster set inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    recaptcha ? "worker-src 'self'" : "worker-src 'self' blob:",
    recaptcha ? `frame-src ${recaptchaFrames}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Headers every response gets, pages, JSON and files alike. */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
} as const

/**
 * Powerful features no page uses are off, so an injected script or frame cannot ask for them.
 * The admin portal keeps the camera for itself (photos taken on site).
 */
export function permissionsPolicy(page: 'public' | 'admin'): string {
  return `camera=(${page === 'admin' ? 'self' : ''}), microphone=(), geolocation=()`
}

/** Browsers that reached an https site once never try plain http again for a year. */
export function strictTransportSecurity(publicUrl: string): string | undefined {
  return new URL(publicUrl).protocol === 'https:' ? 'max-age=31536000' : undefined
}
