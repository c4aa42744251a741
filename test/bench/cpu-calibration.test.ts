import { describe, expect, it } from 'vitest'
import { calibratedSlowdown } from '../../bench/support/cpu-calibration.js'

describe("the CPU slowdown calibrated to the host's benchmark index", () => {
  it('is 4x on the high-end desktop the default stands for', () => {
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 2)
  })

  it('meets the breakpoints of Lighthouse’s calculator', () => {
    expect(calibratedSlowdown(150)).toBe(1)
    expect(calibratedSlowdown(800)).toBe(2)
    expect(calibratedSlowdown(1300)).toBe(3)
    expect(calibratedSlowdown(2000)).toBeCloseTo(6, 1)
  })

  it('is linear between them', () => {
    expect(calibratedSlowdown(475)).toBeCloseTo(1.5, 5)
    expect(calibratedSlowdown(1050)).toBeCloseTo(2.5, 5)
    expect(calibratedSlowdown(1416.5)).toBeCloseTo(3.5, 5)
  })

  it('never speeds a host up', () => {
    expect(calibratedSlowdown(100)).toBe(1)
    expect(calibratedSlowdown(1)).toBe(1)
  })

  it('refuses what is not an index', () => {
    expect(() => calibratedSlowdown(0)).toThrow('not a benchmark index')
    expect(() => calibratedSlowdown(Number.NaN)).toThrow('not a benchmark index')
    expect(() => calibratedSlowdown(-5)).toThrow('not a benchmark index')
  })
})
