import { readJsonObject } from '../../../lib/read-json'
import { adminMessages } from '../messages'

/** A refused or failed admin request; `status` 0 when the server could not be reached. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'AdminApiError'
  }
}

/** The session cookie is gone (expired, logged out elsewhere): the login form must show. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof AdminApiError && error.status === 401
}

/** Sends an admin request; the JSON answer, or an `AdminApiError` with the server's message. */
export async function adminRequest(url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      cache: 'no-store',
    })
  } catch (error) {
    if (init.signal?.aborted) throw error
    throw new AdminApiError(adminMessages.cannotConnect, 0)
  }
  if (response.ok) {
    if (!response.headers.get('content-type')?.includes('json')) {
      throw new AdminApiError('The server sent an answer that is not JSON.', response.status)
    }
    return response.json()
  }
  const body = await readJsonObject(response)
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : `Request failed: HTTP ${response.status}`
  throw new AdminApiError(message, response.status)
}
