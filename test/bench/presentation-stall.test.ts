import { describe, expect, it } from 'vitest'
import type { TraceEvent } from '../../bench/support/long-tasks.js'
import { firstFrameHeldBack } from '../../bench/support/presentation-stall.js'

const main = { pid: 1, tid: 7 }
const navigationAt = 5_000_000
const at = (ms: number) => navigationAt + ms * 1000
const paint = (ms: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ts: at(ms),
  ...main,
})
const task = (startMs: number, durationMs: number, thread = main): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: at(startMs),
  dur: durationMs * 1000,
  ...thread,
})
const timings = (fcp: number, dcl = 220, load = 240) => ({
  observedFirstContentfulPaint: fcp,
  observedDomContentLoaded: dcl,
  observedLoad: load,
})

describe('a first frame held back by headless Chromium', () => {
  it('is a paint a second after load with the page idle meanwhile', () => {
    const events = [task(100, 30), task(400, 4), task(900, 3), paint(1240)]
    expect(firstFrameHeldBack(timings(1240), events)).toBe(true)
  })

  it('counts only the page main thread as the page working', () => {
    const events = [task(300, 900, { pid: 2, tid: 3 }), paint(1240)]
    expect(firstFrameHeldBack(timings(1240), events)).toBe(true)
  })

  it('is not a paint soon after load', () => {
    expect(firstFrameHeldBack(timings(260), [paint(260)])).toBe(false)
    expect(firstFrameHeldBack(timings(700), [paint(700)])).toBe(false)
  })

  it('is not a late paint while the page works', () => {
    const events = [task(300, 400), task(750, 300), paint(1240)]
    expect(firstFrameHeldBack(timings(1240), events)).toBe(false)
  })

  it('is not a late paint of a page that was still loading', () => {
    expect(firstFrameHeldBack(timings(1240, 1100, 1200), [paint(1240)])).toBe(false)
  })

  it('counts a task that began before the wait only for its part inside it', () => {
    // 240..1240 is the wait; 200 ms of a task from 40 to 440 fall inside it: 20 %, busy.
    const events = [task(40, 400), paint(1240)]
    expect(firstFrameHeldBack(timings(1240), events)).toBe(false)
    // 60 ms of it inside the wait: 6 %, idle.
    expect(firstFrameHeldBack(timings(1240), [task(40, 260), paint(1240)])).toBe(true)
  })
})
