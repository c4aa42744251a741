import { describe, expect, it } from 'vitest'
import { formatCompletionMonth } from './completion-month'

describe('formatCompletionMonth', () => {
  it('spells out the month', () => {
    expect(formatCompletionMonth('2026-03')).toBe('March 2026')
    expect(formatCompletionMonth('1999-12')).toBe('December 1999')
  })

  it('leaves anything that is not a month as it is', () => {
    expect(formatCompletionMonth('2026-13')).toBe('2026-13')
    expect(formatCompletionMonth('soon')).toBe('soon')
  })
})
