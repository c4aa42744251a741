import type { TraceEvent } from './long-tasks.js'

/** Lighthouse's observed timings of a run, in milliseconds after the navigation started. */
export interface ObservedTimings {
  observedFirstContentfulPaint: number
  observedDomContentLoaded: number
  observedLoad: number
}

// Headless Chromium sometimes holds a page's first frame back for about a second after it is
// ready (viz throttles the page's BeginFrames; Lighthouse issue 17148). The page is idle in the
// meantime, but Lantern counts every request started before the observed first paint as
// needed for it, so that run's simulated FCP and LCP grow by hundreds of milliseconds.
const HELD_MORE_THAN_MS = 500
// "Idle": the page's main thread worked less than this share of the wait.
const BUSY_SHARE = 0.1

/**
 * Whether a run's first frame was held back by the browser rather than by the page: painted
 * more than half a second after the document had loaded, with the page's main thread idle for
 * nearly all of that wait. Our pages start no scripts before their first paint, so nothing of
 * theirs runs in that window; a page that really painted late would be busy or still loading.
 */
export function firstFrameHeldBack(timings: ObservedTimings, events: TraceEvent[]): boolean {
  const loaded = Math.max(timings.observedDomContentLoaded, timings.observedLoad)
  const heldMs = timings.observedFirstContentfulPaint - loaded
  if (heldMs <= HELD_MORE_THAN_MS) return false
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  if (!paint) return false
  const from = paint.ts - heldMs * 1000
  let busyUs = 0
  for (const event of events) {
    if (event.pid !== paint.pid || event.tid !== paint.tid) continue
    if (event.name !== 'RunTask' || event.ph !== 'X') continue
    const start = Math.max(event.ts, from)
    const end = Math.min(event.ts + (event.dur ?? 0), paint.ts)
    if (end > start) busyUs += end - start
  }
  return busyUs / 1000 < heldMs * BUSY_SHARE
}
