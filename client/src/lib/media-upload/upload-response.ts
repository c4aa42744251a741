import { type UploadedItem, uploadResponse } from '@site/contract/uploads'
import { ApiError, isSessionEnded, type RawResponse, readApiResponse } from '../api-request'
import { adminMessages } from '../portal/messages'

export type UploadOutcome =
  | { ok: true; message: string; items: UploadedItem[] }
  | {
      ok: false
      /** HTTP status; 0 when the server could not be reached. */
      status: number
      message: string
      /** The session is over (401): the login form must show again. */
      sessionEnded: boolean
    }

/**
 * Turns an upload's response into an outcome: the completing PATCH of a resumable upload (or
 * `POST /api/upload`) responds with the upload contract, errors with the API error contract. As the specification says, a
 * successful answer that is not JSON still counts as a success (the files are stored); so does
 * one this page cannot read.
 */
export function readUploadResponse(response: RawResponse, url = ''): UploadOutcome {
  try {
    const { message, items } = readApiResponse(response, {
      schema: uploadResponse,
      failed: 'Upload failed',
      url,
    })
    return { ok: true, message: message || adminMessages.nonJsonSuccess, items }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.unreadable) return { ok: true, message: adminMessages.nonJsonSuccess, items: [] }
    return {
      ok: false,
      status: error.status,
      message: error.message,
      sessionEnded: isSessionEnded(error),
    }
  }
}
