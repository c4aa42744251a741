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
 */
export async function fetchList<T>(url: string, what: string, signal?: AbortSignal): Promise<T[]> {
  let response: Response
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal })
  } catch (error) {
    if (signal?.aborted) throw error
    console.warn(`Failed to fetch ${what}: ${error instanceof Error ? error.message : error}`)
    return []
  }
  if (!response.ok) {
    console.warn(`Failed to fetch ${what}: ${response.statusText}`)
    return []
  }
  if (!response.headers.get('content-type')?.includes('json')) return []
  try {
    const body: unknown = await response.json()
    return Array.isArray(body) ? (body as T[]) : []
  } catch {
    return []
  }
}
