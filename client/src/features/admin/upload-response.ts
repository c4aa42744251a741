import { adminMessages } from './messages'

/** One stored file, as `POST /api/upload` describes it. */
export interface UploadedItem {
  file: string
  id: string
  title: string
  category: string
  fileType: 'image' | 'video'
  image: string
}

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

interface RawAnswer {
  status: number
  statusText: string
  contentType: string | null
  body: string
}

/**
 * Turns one answer of `POST /api/upload` into an outcome. As the specification says, a
 * successful answer that is not JSON still counts as a success.
 */
export function readUploadAnswer({
  status,
  statusText,
  contentType,
  body,
}: RawAnswer): UploadOutcome {
  if (status === 0) return failure(0, adminMessages.cannotConnect)
  const json = contentType?.includes('json') ? parseJson(body) : undefined
  const message = typeof json?.message === 'string' && json.message ? json.message : undefined

  if (status >= 200 && status < 300) {
    if (json === undefined) return { ok: true, message: adminMessages.nonJsonSuccess, items: [] }
    if (json.success === false) return failure(status, message ?? 'Upload failed')
    return {
      ok: true,
      message: message ?? adminMessages.nonJsonSuccess,
      items: Array.isArray(json.items) ? (json.items as UploadedItem[]) : [],
    }
  }
  // HTTP/2 has no status text, so the code stands in for it.
  return failure(status, message ?? `Upload failed: ${statusText || `HTTP ${status}`}`)
}

function failure(status: number, message: string): UploadOutcome {
  return { ok: false, status, message, sessionEnded: status === 401 }
}

function parseJson(body: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body)
    return value !== null && typeof value === 'object'
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
