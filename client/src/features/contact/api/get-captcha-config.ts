import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'

export type CaptchaProvider = 'altcha' | 'recaptcha'

export type CaptchaConfig = { provider: 'altcha' } | { provider: 'recaptcha'; siteKey: string }

/** Where the ALTCHA widget fetches a fresh challenge (same origin). */
export const altchaChallengeUrl = apiPath('/api/captcha/challenge')

/** Which captcha the server checks: its self-hosted ALTCHA, or reCAPTCHA when keys are set. */
export async function getCaptchaConfig(signal?: AbortSignal): Promise<CaptchaConfig> {
  const response = await fetch(apiPath('/api/captcha'), {
    headers: { Accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(`Captcha settings failed: HTTP ${response.status}`)
  return captchaConfigFrom(await response.json())
}

export function captchaConfigFrom(body: unknown): CaptchaConfig {
  if (body !== null && typeof body === 'object' && 'provider' in body) {
    if (body.provider === 'altcha') return { provider: 'altcha' }
    if (
      body.provider === 'recaptcha' &&
      'siteKey' in body &&
      typeof body.siteKey === 'string' &&
      body.siteKey
    ) {
      return { provider: 'recaptcha', siteKey: body.siteKey }
    }
  }
  throw new Error('Captcha settings: unknown provider')
}

export function captchaConfigQueryOptions() {
  return queryOptions({
    queryKey: ['captcha', 'config'] as const,
    queryFn: ({ signal }) => getCaptchaConfig(signal),
    // Server configuration: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useCaptchaConfig() {
  return useQuery(captchaConfigQueryOptions())
}
