import type { QuoteRequest } from '@site/contract/quote-request'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { ApiError, apiRequest, readApiResponse } from '../../../lib/api-request'
import type { QuoteFiles } from '../quote-files'
import { postQuoteWithFiles, type SendProgress } from './post-quote-with-files'

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
      /** The server's explanation meant for people (4xx, 503 and 507), if it gave one. */
      message?: string
    }

export interface SendOptions {
  files?: QuoteFiles
  onProgress?: SendProgress
  /** Where to send it (tests); the route that fits the request by default. */
  url?: string
}

export type SendQuoteRequest = (
  request: QuoteRequest,
  options?: SendOptions,
) => Promise<SendOutcome>

/**
 * Sends the quote request: to `POST /api/send-email` as JSON without files (the specification's
 * route), to `POST /api/quote-requests` as multipart with them. Resolves with the outcome,
 * network failures included, so the form has one place that decides what the visitor is told.
 * Any OK answer that does not say otherwise counts as sent.
 */
export async function sendQuoteRequest(
  request: QuoteRequest,
  { files, onProgress, url }: SendOptions = {},
): Promise<SendOutcome> {
  try {
    const response =
      files && (files.photos.length > 0 || files.video)
        ? readApiResponse(
            await postQuoteWithFiles(
              url ?? apiPath('/api/quote-requests'),
              request,
              files,
              onProgress,
            ),
          )
        : await apiRequest(url ?? apiPath('/api/send-email'), { method: 'POST', json: request })
    return { ok: true, reference: referenceIn(response) }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const { status, serverMessage } = error
    // Errors (4xx), "unavailable, try again shortly" (503) and "no room for more files today"
    // (507) are written for people; other server errors say "Internal Server Error", which helps
    // no visitor.
    const forPeople = (status >= 400 && status < 500) || status === 503 || status === 507
    return {
      ok: false,
      status,
      message: forPeople ? serverMessage?.trim() || undefined : undefined,
    }
  }
}

interface SendVariables extends Omit<SendOptions, 'url'> {
  request: QuoteRequest
}

/** The send as a mutation; `send` is the real request unless a test hands in its own. */
export function useSendQuoteRequest(send: SendQuoteRequest = sendQuoteRequest) {
  // Wrapped: TanStack Query passes its own context as a second argument.
  return useMutation({
    mutationFn: ({ request, ...options }: SendVariables) => send(request, options),
  })
}

/** The response's reference, read without the contract's zod (this page ships none). */
function referenceIn(response: unknown): string | undefined {
  if (typeof response !== 'object' || response === null || !('reference' in response))
    return undefined
  const { reference } = response
  return typeof reference === 'string' && /^Q-\d{4}-\d{4,}$/.test(reference) ? reference : undefined
}
