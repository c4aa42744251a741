/**
 * Shares a read among concurrent callers while promising each caller an answer read after it
 * called: a caller arriving while a read is under way (which may have missed a change committed a
 * moment ago) waits for the next read, which everyone arriving meanwhile shares. Under load that
 * is one query per round trip, however many requests ask.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null
  let queued: Promise<T> | null = null

  const start = () => {
    const started = read()
    running = started
    const clear = () => {
      if (running === started) running = null
    }
    started.then(clear, clear)
    return started
  }

  return () => {
    if (queued) return queued
    if (!running) return start()
    const next = running.then(ignore, ignore).then(() => {
      queued = null
      return start()
    })
    queued = next
    return next
  }
}

function ignore() {}
