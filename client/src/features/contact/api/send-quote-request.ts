import type { QuoteRequest } from '@site/contract/quote-request'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { ApiError, apiRequest } from '../../../lib/api-request'

export type SendOutcome =
  | {
      ok: true
      /** The request's reference (`Q-2026-0042`), when the server gave one. */
      reference?: string
    }
  | {
      ok: false
      /** HTTP status; 0 when the server could not be reached. */
      status: number
      /** The server's explanation meant for people (4xx and 503), if it gave one. */
      message?: string
    }

export type SendQuoteRequest = (request: QuoteRequest) => Promise<SendOutcome>

/**
 * Sends the quote request to `POST /api/send-email`. Resolves with the outcome, network failures
 * included, so the form has one place that decides what the visitor is told. Any OK answer that
 * does not say otherwise counts as sent.
 */
export async function sendQuoteRequest(
  request: QuoteRequest,
  url = apiPath('/api/send-email'),
): Promise<SendOutcome> {
  try {
    const answer = await apiRequest(url, { method: 'POST', json: request })
    return { ok: true, reference: referenceIn(answer) }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const { status, serverMessage } = error
    // Refusals (4xx) and "unavailable, try again shortly" (503) are written for people; other
    // server errors say "Internal Server Error", which helps no visitor.
    const forPeople = (status >= 400 && status < 500) || status === 503
    return {
      ok: false,
      status,
      message: forPeople ? serverMessage?.trim() || undefined : undefined,
    }
  }
}

/** The send as a mutation; `send` is the real request unless a test hands in its own. */
export function useSendQuoteRequest(send: SendQuoteRequest = sendQuoteRequest) {
  // Wrapped: TanStack Query passes its own context as a second argument.
  return useMutation({ mutationFn: (request: QuoteRequest) => send(request) })
}

/** The answer's reference, read without the contract's zod (this page ships none). */
function referenceIn(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('reference' in answer)) return undefined
  const { reference } = answer
  return typeof reference === 'string' && /^Q-\d{4}-\d{4,}$/.test(reference) ? reference : undefined
}
