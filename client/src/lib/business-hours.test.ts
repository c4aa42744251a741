import { describe, expect, it } from 'vitest'
import { daysLabel, hoursLabel } from './business-hours'

describe('business hours as the pages show them', () => {
  it.each([
    [['Mo', 'Tu', 'We', 'Th', 'Fr'], 'Mon–Fri'],
    [['Sa'], 'Sat'],
    [['Sa', 'Su'], 'Sat, Sun'],
    [['Fr', 'Mo', 'We'], 'Mon, Wed, Fri'],
    [['Mo', 'Tu', 'We', 'Sa'], 'Mon–Wed, Sat'],
  ] as const)('%j reads %s', (days, label) => {
    expect(daysLabel(days)).toBe(label)
  })

  it('name the days, then the times', () => {
    expect(
      hoursLabel({ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:30', closes: '17:00' }),
    ).toBe('Mon–Fri 07:30–17:00')
  })
})
