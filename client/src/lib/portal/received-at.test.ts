import { describe, expect, it } from 'vitest'
import { formatReceivedAt } from './received-at'

describe('formatReceivedAt', () => {
  it.each([
    ['2025-03-12T12:05:00Z', '12 Mar 2025, 14:05'],
    // Just before midnight UTC is already the next day in Johannesburg.
    ['2025-12-31T23:30:00Z', '01 Jan 2026, 01:30'],
    // Not a date: kept as it is.
    ['yesterday', 'yesterday'],
  ])('writes %s in South African English and time as %s', (value, shown) => {
    expect(formatReceivedAt(value)).toBe(shown)
  })
})
