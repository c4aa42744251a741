import { describe, expect, it } from 'vitest'
import { formatReceivedAt } from './received-at'

describe('formatReceivedAt', () => {
  it('writes the date in South African English and time', () => {
    expect(formatReceivedAt('2025-03-12T12:05:00Z')).toBe('12 Mar 2025, 14:05')
    // Just before midnight UTC is already the next day in Johannesburg.
    expect(formatReceivedAt('2025-12-31T23:30:00Z')).toBe('01 Jan 2026, 01:30')
  })

  it('keeps a value that is not a date as it is', () => {
    expect(formatReceivedAt('yesterday')).toBe('yesterday')
  })
})
