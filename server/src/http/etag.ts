/**
 * Whether an `If-None-Match` header names `etag` (a quoted tag, `"…"` or `W/"…"`), by the weak
 * comparison RFC 9110 asks for there; `*` matches anything. A malformed header matches nothing.
 */
export function etagMatches(header: string, etag: string): boolean {
  const opaque = etag.replace(/^W\//, '')
  return (
    header.trim() === '*' ||
    header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
  )
}
