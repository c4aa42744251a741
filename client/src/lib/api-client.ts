import { apiMessages, apiRequest } from './api-request'

/**
 * The API lives on the page's own origin (`/api`), so paths here are relative and no host name
 * ends up in the bundle.
 */
export function apiPath(path: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value)
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/**
 * Fetches a JSON list. Any failure (network, non-OK status, a body that is not a JSON array)
 * gives an empty list, as the specification asks: the page shows its empty state instead of
 * an error. Failures are logged with `console.warn` naming `what` ("projects", "categories").
 * The list is not checked against the contract: that would bring zod to every public page.
 */
export async function fetchList<T>(url: string, what: string, signal?: AbortSignal): Promise<T[]> {
  let list: unknown
  try {
    list = await apiRequest(url, { signal })
  } catch (error) {
    if (signal?.aborted) throw error
    return warnedEmpty(what, error instanceof Error ? error.message : String(error))
  }
  return Array.isArray(list) ? list : warnedEmpty(what, apiMessages.unreadable)
}

function warnedEmpty(what: string, reason: string): [] {
  console.warn(`Failed to fetch ${what}: ${reason}`)
  return []
}
