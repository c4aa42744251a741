import { describe, expect, it } from 'vitest'
import { formatDuration } from './format-duration'

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [499, '0:00'],
    [500, '0:01'],
    [42_000, '0:42'],
    [725_000, '12:05'],
    [3_729_000, '1:02:09'],
    [-5, '0:00'],
  ])('%d ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})
