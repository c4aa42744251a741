import { describe, expect, it } from 'vitest'
import { formatSouthAfricanTime } from './south-african-time.js'

describe('formatSouthAfricanTime', () => {
  it.each([
    ['2025-03-12T12:05:00Z', '12 Mar 2025, 14:05'],
    // Just before midnight UTC is already the next day in Johannesburg.
    ['2025-12-31T23:30:00Z', '01 Jan 2026, 01:30'],
    // A staff mail once said 2026-11-26T23:24:53.453Z for this request.
    [new Date('2026-11-26T23:24:53.453Z'), '27 Nov 2026, 01:24'],
    // Not a date: kept as it is.
    ['yesterday', 'yesterday'],
  ])('writes %s in South African English and time as %s', (value, shown) => {
    expect(formatSouthAfricanTime(value)).toBe(shown)
  })
})
