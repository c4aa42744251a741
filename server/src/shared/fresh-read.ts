/**
 * How many reads of the catalogue version run at once (the projects list, the portfolio pages).
 * Measured with `npm run bench` on a 2-core machine: 2 answered `/api/projects` at 0.53–0.55x a
 * bare hello-world at 10 connections, 4 at 0.45–0.49x (more reads in flight take the CPU the
 * answers need), 1 at 0.53x; decision 019.
 */
export const versionReadsInFlight = 2

/**
 * Shares a read among concurrent callers while promising each caller an answer read after it
 * called. Up to `maxInFlight` reads run at once, each started for a caller that found none
 * running it could trust (one already under way may have missed a change committed a moment
 * ago); callers arriving when all are busy share the next read, started as soon as one ends.
 * Under load that is a few queries per round trip, however many requests ask.
 */
export function freshRead<T>(read: () => Promise<T>, maxInFlight = 1): () => Promise<T> {
  const running = new Set<Promise<T>>()
  let queued: Promise<T> | null = null

  const start = () => {
    const started = read()
    running.add(started)
    const clear = () => running.delete(started)
    started.then(clear, clear)
    return started
  }

  return () => {
    if (queued) return queued
    if (running.size < maxInFlight) return start()
    const next = Promise.race(running)
      .then(ignore, ignore)
      .then(() => {
        queued = null
        return start()
      })
    queued = next
    return next
  }
}

function ignore() {}
