import { describe, expect, it } from 'vitest'
import {
  formatLongTasks,
  longTasksAfterPaint,
  type TraceEvent,
} from '../../bench/support/long-tasks.js'

const main = { pid: 1, tid: 7 }
const paintAt = 1_000_000
const ms = (value: number) => value * 1000
const task = (startMs: number, durationMs: number, thread = main): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: paintAt + ms(startMs),
  dur: ms(durationMs),
  ...thread,
})
const inside = (name: string, startMs: number, durationMs: number, data = {}): TraceEvent => ({
  name,
  ph: 'X',
  ts: paintAt + ms(startMs),
  dur: ms(durationMs),
  ...main,
  args: { data },
})

describe('the tasks that feed Lighthouse TBT', () => {
  const events: TraceEvent[] = [
    { name: 'firstContentfulPaint', ph: 'R', ts: paintAt, ...main },
    task(-50, 80), // before the paint
    task(5, 8), // too short for the simulation's graph
    task(20, 20),
    inside('FunctionCall', 21, 15, { url: 'http://site/assets/index-1.js', functionName: 'te' }),
    inside('V8.CompileCode', 22, 3),
    task(60, 30),
    inside('Layout', 61, 18),
    inside('UpdateLayoutTree', 80, 5),
    task(100, 40, { pid: 2, tid: 9 }), // another process: not the page
  ]

  it('keeps tasks of 10 ms or more after the first paint on its thread, scaled as Lighthouse does', () => {
    expect(longTasksAfterPaint(events)).toEqual([
      {
        afterPaintMs: 20,
        durationMs: 20,
        simulatedMs: 80,
        inside: ['FunctionCall:index-1.js:te 15.0 ms'],
      },
      {
        afterPaintMs: 60,
        durationMs: 30,
        simulatedMs: 60,
        inside: ['Layout 18.0 ms', 'UpdateLayoutTree 5.0 ms'],
      },
    ])
  })

  it('prints one line per task, saying which would block', () => {
    const lines = formatLongTasks(longTasksAfterPaint(events)).split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(
      /^\+ +20 ms +20\.0 ms \(simulated 80 ms, blocks\) {2}FunctionCall:index-1\.js:te/,
    )
  })

  it('finds nothing in a trace without a contentful paint', () => {
    expect(longTasksAfterPaint(events.slice(1))).toEqual([])
  })
})
