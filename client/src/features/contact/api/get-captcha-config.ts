import type { CaptchaSettings } from '@site/contract/captcha'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

/** Where the ALTCHA widget fetches a fresh challenge (same origin). */
export const altchaChallengeUrl = apiPath('/api/captcha/challenge')

/** Which captcha the server checks: its self-hosted ALTCHA, or reCAPTCHA when keys are set. */
export function getCaptchaConfig(signal?: AbortSignal): Promise<CaptchaSettings> {
  return apiRequest(apiPath('/api/captcha'), {
    signal,
    // Loaded beside the response: the contact page is public, and zod stays out of its first load.
    schema: import('@site/contract/captcha').then((contract) => contract.captchaSettings),
  })
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
