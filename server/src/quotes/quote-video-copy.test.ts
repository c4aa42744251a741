import { describe, expect, it } from 'vitest'
import { defaultVideoTimeCap, videoTimeCapMs } from './quote-video-copy.js'

const HALF_HOUR = 30 * 60 * 1000

describe('videoTimeCapMs', () => {
  it('gives a clip five times its length, at least a minute, never more than the job limit', () => {
    expect(videoTimeCapMs(2_000, defaultVideoTimeCap, HALF_HOUR)).toBe(60_000)
    expect(videoTimeCapMs(30_000, defaultVideoTimeCap, HALF_HOUR)).toBe(150_000)
    expect(videoTimeCapMs(90_000, defaultVideoTimeCap, HALF_HOUR)).toBe(450_000)
    expect(videoTimeCapMs(90_000, defaultVideoTimeCap, 100_000)).toBe(100_000)
  })

  it('counts a clip of unknown length as the longest allowed', () => {
    expect(videoTimeCapMs(null, defaultVideoTimeCap, HALF_HOUR)).toBe(450_000)
  })
})
