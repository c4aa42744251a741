/** `ids` with the one at `from` moved to `to` (both clamped to the list). */
export function moveItem(ids: readonly string[], from: number, to: number): string[] {
  const last = ids.length - 1
  const source = Math.min(Math.max(from, 0), last)
  const target = Math.min(Math.max(to, 0), last)
  if (source === target || ids.length === 0) return [...ids]
  const next = [...ids]
  const [moved] = next.splice(source, 1)
  if (moved !== undefined) next.splice(target, 0, moved)
  return next
}

/** What a screen reader hears after a move. */
export function movedAnnouncement(title: string, position: number, count: number): string {
  return `“${title}” moved to position ${position} of ${count}.`
}
