import { DetailedError, type HttpResponse } from 'tus-js-client'
import type { RawResponse } from '../api-request'
import { adminMessages } from '../portal/messages'
import { readUploadResponse, type UploadOutcome } from './upload-response'

/**
 * What stopped a file: `interrupted` goes on by itself (the connection, a busy or restarting
 * server, an upload that has to be created again); `session` until the staff member logs in
 * again; `refused` is final, with the server's message for people.
 */
export type UploadFailure =
  | { kind: 'interrupted' }
  | { kind: 'session' }
  | { kind: 'rejected'; message: string }

/**
 * Thrown from tus-js-client's `onAfterResponse` on a 401, so no response of an ended session is
 * taken for something else: to the library a 4xx to its HEAD means "upload unknown", and it would
 * forget the upload's address and create the file afresh.
 */
export class SessionEndedResponse extends Error {
  override readonly name = 'SessionEndedResponse'
}

/**
 * No response; an offset conflict (409) or a locked upload (423) that tus-js-client's own retries
 * did not settle; a proxy or a store that is down for a moment (502 to 504).
 */
const passing = new Set([0, 409, 423, 502, 503, 504])

/** Turns an error of tus-js-client's `onError` (or one its retries see) into a failure. */
export function failureOf(error: unknown): UploadFailure {
  if (!(error instanceof DetailedError)) {
    // Not an HTTP matter: the file could not be read (a phone may revoke access to it).
    console.warn('Resumable upload failed before a request', error)
    return { kind: 'rejected', message: adminMessages.fileUnreadable }
  }
  if (error.causingError instanceof SessionEndedResponse) {
    return { kind: 'session' }
  }
  const response = error.originalResponse
  const status = response?.getStatus() ?? 0
  if (passing.has(status)) return { kind: 'interrupted' }
  // The upload expired (or was removed) while a PATCH was under way: starting again makes the
  // library ask with HEAD, hear the same, and create the file afresh.
  const method = error.originalRequest?.getMethod()
  if ((status === 404 || status === 410) && method !== 'POST') return { kind: 'interrupted' }
  const outcome = readUploadResponse(rawResponse(response))
  if (outcome.ok) return { kind: 'rejected', message: adminMessages.unexpected }
  if (outcome.sessionEnded) return { kind: 'session' }
  return { kind: 'rejected', message: outcome.message }
}

/**
 * Whether tus-js-client should try again itself, soon: what goes on by itself, and server errors
 * (a 500 a few times, then it is reported). Not while the browser knows it is offline: the
 * queue waits for the `online` event instead.
 */
export function shouldRetryUpload(error: unknown, online: boolean): boolean {
  if (!online) return false
  if (failureOf(error).kind === 'interrupted') return true
  return error instanceof DetailedError && (error.originalResponse?.getStatus() ?? 0) >= 500
}

/**
 * The outcome of a finished file from the last response. The completing PATCH responds with the
 * upload contract's JSON; when that answer was lost and the library learnt from a HEAD that every
 * byte arrived, there is no body: the file is stored, its title is not known here.
 */
export function completionOf(response: HttpResponse): UploadOutcome {
  if (!response.getBody()) return { ok: true, message: adminMessages.storedShortly, items: [] }
  return readUploadResponse(rawResponse(response))
}

function rawResponse(response: HttpResponse | null): RawResponse {
  if (!response) return { status: 0, statusText: '', contentType: null, body: '' }
  return {
    status: response.getStatus(),
    statusText: '',
    contentType: response.getHeader('Content-Type') ?? null,
    body: response.getBody() ?? '',
  }
}
