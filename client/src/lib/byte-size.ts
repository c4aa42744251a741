const KB = 1024
const MB = 1024 * 1024

/**
 * Bytes as people read them: "850 KB" below a megabyte (at least 1 KB when there are any),
 * "12.4 MB" below 100 MB, "212 MB" above (a big video's progress needs no tenths).
 */
export function formatBytes(bytes: number): string {
  if (bytes < MB) return `${bytes > 0 ? Math.max(1, Math.round(bytes / KB)) : 0} KB`
  const mb = bytes / MB
  return `${mb >= 100 ? Math.round(mb) : mb.toFixed(1)} MB`
}

/** Whole percent of `part` in `total`, 0 to 100; an empty whole counts as not begun. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.floor((Math.min(part, total) / total) * 100) : 0
}
