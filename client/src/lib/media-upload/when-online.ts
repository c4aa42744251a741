/**
 * Calls `go` once: when the browser says it is online again, or after `delayMs`, whichever comes
 * first (a phone may never fire `online` when only the mobile data came back). Returns the
 * cancel.
 */
export function whenOnlineOrAfter(delayMs: number, go: () => void): () => void {
  const fire = () => {
    cancel()
    go()
  }
  const timer = setTimeout(fire, delayMs)
  window.addEventListener('online', fire)
  function cancel() {
    clearTimeout(timer)
    window.removeEventListener('online', fire)
  }
  return cancel
}
