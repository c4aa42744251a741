import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { readJsonObject } from '../../../lib/read-json'
import type { QuoteRequest } from '../quote-request'

export type SendOutcome =
  | { ok: true }
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
 * included, so the form has one place that decides what the visitor is told.
 */
export async function sendQuoteRequest(
  request: QuoteRequest,
  url = apiPath('/api/send-email'),
): Promise<SendOutcome> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    })
  } catch {
    return { ok: false, status: 0 }
  }
  const body = await readJsonObject(response)
  if (response.ok && body?.success !== false) return { ok: true }
  // Refusals (4xx) and "unavailable, try again shortly" (503) are written for people; other
  // server errors say "Internal Server Error", which helps no visitor.
  const forPeople = (response.status >= 400 && response.status < 500) || response.status === 503
  const message =
    forPeople && typeof body?.message === 'string' ? body.message.trim() || undefined : undefined
  return { ok: false, status: response.status || 0, message }
}

/** The send as a mutation; `send` is the real request unless a test hands in its own. */
export function useSendQuoteRequest(send: SendQuoteRequest = sendQuoteRequest) {
  // Wrapped: TanStack Query passes its own context as a second argument.
  return useMutation({ mutationFn: (request: QuoteRequest) => send(request) })
}
