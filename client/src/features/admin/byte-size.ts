const bytesPerMb = 1024 * 1024

/** "4.5 MB" below 100 MB, "212 MB" above: a big video's progress needs no tenths. */
export function megabytes(bytes: number): string {
  const mb = bytes / bytesPerMb
  return `${mb >= 100 ? Math.round(mb) : mb.toFixed(1)} MB`
}

/** Whole percent of `part` in `total`, 0 to 100; an empty whole counts as not begun. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.floor((Math.min(part, total) / total) * 100) : 0
}
