/** One byte range as a `Range` header asks for it: from `start` (to `end`), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number }

/**
 * The single byte range a `Range` header asks for, or undefined for a header this server ignores
 * (malformed, another unit, or several ranges: those get the whole file, which HTTP allows).
 * Parsed without the file's size (unlike range-parser) so the object store can be asked for just
 * those bytes and tell the size in the same response.
 */
export function parseByteRange(header: string | undefined): ByteRange | undefined {
  const match = header ? /^bytes=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/.exec(header) : null
  if (!match) return undefined
  const [, first = '', last = ''] = match
  if (first === '') return last === '' || !isSafe(last) ? undefined : { suffix: Number(last) }
  if (!isSafe(first) || (last !== '' && !isSafe(last))) return undefined
  const start = Number(first)
  if (last === '') return { start }
  const end = Number(last)
  return end < start ? undefined : { start, end }
}

/** The `Range` header that asks for `range`. */
export function rangeHeader(range: ByteRange): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`
}

/** The inclusive byte positions `range` names in a file of `size` bytes, or null if none. */
export function resolveByteRange(
  range: ByteRange,
  size: number,
): { start: number; end: number } | null {
  if ('suffix' in range) {
    return range.suffix === 0 || size === 0
      ? null
      : { start: Math.max(0, size - range.suffix), end: size - 1 }
  }
  if (range.start >= size) return null
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) }
}

function isSafe(digits: string): boolean {
  return Number.isSafeInteger(Number(digits))
}
