/** One trace event as Chromium writes it (only the fields read here). */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { url?: string; functionName?: string; type?: string } }
}

export interface LongTask {
  /** Milliseconds after the first contentful paint. */
  afterPaintMs: number
  durationMs: number
  /** What Lighthouse's simulation counts it as: 4× the time, 2× when it did layout. */
  simulatedMs: number
  /** The events inside it that took longest, with the script and function they ran. */
  inside: string[]
}

// Lighthouse's simulation drops tasks shorter than 10 ms from its graph and multiplies the rest
// (lantern's PageDependencyGraph and Simulator); TBT counts what exceeds 50 ms of the result.
const SIGNIFICANT_MS = 10
const CPU_SLOWDOWN = 4
const LAYOUT_SLOWDOWN = 2

const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'TimerFire',
  'EventDispatch',
])

/**
 * The main-thread tasks after the first contentful paint that Lighthouse's TBT can count, from
 * the trace of one of its runs (`artifacts.Trace`): what feeds the number, and what each was.
 */
export function longTasksAfterPaint(events: TraceEvent[]): LongTask[] {
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  if (!paint) return []
  const main = events.filter((event) => event.pid === paint.pid && event.tid === paint.tid)
  const tasks = main.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.ts >= paint.ts &&
      (event.dur ?? 0) >= SIGNIFICANT_MS * 1000,
  )
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const children = main.filter(
      (event) =>
        event !== task &&
        event.ph === 'X' &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= end,
    )
    const byName = new Map<string, number>()
    for (const event of children) {
      if (event.name.startsWith('V8.') || event.name === 'v8.callFunction') continue
      const label = SCRIPT_EVENTS.has(event.name) ? scriptLabel(event) : event.name
      byName.set(label, (byName.get(label) ?? 0) + (event.dur ?? 0) / 1000)
    }
    const durationMs = (task.dur ?? 0) / 1000
    const didLayout = children.some((event) => event.name === 'Layout')
    return {
      afterPaintMs: (task.ts - paint.ts) / 1000,
      durationMs,
      simulatedMs: durationMs * (didLayout ? LAYOUT_SLOWDOWN : CPU_SLOWDOWN),
      inside: [...byName]
        .filter(([, ms]) => ms >= 0.5)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([label, ms]) => `${label} ${ms.toFixed(1)} ms`),
    }
  })
}

function scriptLabel(event: TraceEvent): string {
  const data = event.args?.data
  const file = data?.url ? data.url.split('/').pop() : undefined
  return [event.name, file, data?.functionName || data?.type].filter(Boolean).join(':')
}

/** One line per task, for a file beside the report. */
export function formatLongTasks(tasks: LongTask[]): string {
  return tasks
    .map(
      (task) =>
        `+${task.afterPaintMs.toFixed(0).padStart(5)} ms  ${task.durationMs.toFixed(1).padStart(5)} ms` +
        ` (simulated ${task.simulatedMs.toFixed(0)} ms${task.simulatedMs > 50 ? ', blocks' : ''})  ` +
        task.inside.join(', '),
    )
    .join('\n')
}
