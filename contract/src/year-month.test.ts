import { describe, expect, it } from 'vitest'
import { formatYearMonth } from './year-month.js'

describe('formatYearMonth', () => {
  it('spells out the month', () => {
    expect(formatYearMonth('2026-03')).toBe('March 2026')
    expect(formatYearMonth('1999-12')).toBe('December 1999')
  })

  it('leaves anything that is not a month as it is', () => {
    expect(formatYearMonth('2026-13')).toBe('2026-13')
    expect(formatYearMonth('soon')).toBe('soon')
  })
})
