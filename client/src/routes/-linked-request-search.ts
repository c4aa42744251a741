const uuid = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/

/** `?request=<id>`: the quote mail's link opens the portal at that request. */
export function linkedRequestSearch(search: Record<string, unknown>): { request?: string } {
  return typeof search.request === 'string' && uuid.test(search.request)
    ? { request: search.request }
    : {}
}
