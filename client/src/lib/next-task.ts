/**
 * Resolves in a later task, so the browser can paint and answer input in between. Not a
 * microtask (those run before the browser gets a turn) and not requestAnimationFrame (it does
 * not run in a hidden tab).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
