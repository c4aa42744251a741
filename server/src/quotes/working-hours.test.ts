import { describe, expect, it } from 'vitest'
import {
  afterWorkingTime,
  DEFAULT_WORKING_HOURS,
  type HoursRow,
  workingHoursOf,
  workingTimeBetween,
} from './working-hours.js'

const HOUR = 60 * 60 * 1000
const hours = DEFAULT_WORKING_HOURS

/** A South African wall time (SAST, UTC+2) as an instant. */
const sast = (wall: string) => new Date(`${wall}+02:00`)

describe('afterWorkingTime (Mon–Fri 07:00–17:00 by default)', () => {
  it('adds within one working day', () => {
    expect(afterWorkingTime(sast('2026-11-25T09:15:00'), 2 * HOUR, hours)).toEqual(
      sast('2026-11-25T11:15:00'),
    )
  })

  it('carries a Friday 16:30 request over the weekend to Monday 08:30', () => {
    expect(afterWorkingTime(sast('2026-11-27T16:30:00'), 2 * HOUR, hours)).toEqual(
      sast('2026-11-30T08:30:00'),
    )
  })

  it('starts an evening or a weekend request at the next opening', () => {
    expect(afterWorkingTime(sast('2026-11-25T21:00:00'), 2 * HOUR, hours)).toEqual(
      sast('2026-11-26T09:00:00'),
    )
    expect(afterWorkingTime(sast('2026-11-28T10:00:00'), 2 * HOUR, hours)).toEqual(
      sast('2026-11-30T09:00:00'),
    )
  })

  it('reads the day in South African time: 23:30 UTC on 31 December is Friday 1 January', () => {
    // 01:30 on Friday 1 January 2027 in Johannesburg: due at 09:00 that morning.
    expect(afterWorkingTime(new Date('2026-12-31T23:30:00Z'), 2 * HOUR, hours)).toEqual(
      new Date('2027-01-01T07:00:00Z'),
    )
  })

  it('treats a request at midnight as received that day', () => {
    // Thursday 00:00 in Johannesburg is still Wednesday 22:00 in UTC.
    expect(afterWorkingTime(new Date('2026-11-25T22:00:00Z'), 2 * HOUR, hours)).toEqual(
      sast('2026-11-26T09:00:00'),
    )
  })

  it('follows rows with several day groups, and two rows on one day', () => {
    const rows: HoursRow[] = [
      { days: ['Mo', 'We'], opens: '08:00', closes: '12:00' },
      { days: ['We'], opens: '11:00', closes: '13:00' },
      { days: ['Sa'], opens: '09:00', closes: '10:00' },
    ]
    // Monday 11:00: one hour that day; Tuesday closed; Wednesday 08:00 + 1 hour.
    expect(afterWorkingTime(sast('2026-11-23T11:00:00'), 2 * HOUR, rows)).toEqual(
      sast('2026-11-25T09:00:00'),
    )
    // Wednesday 08:00–13:00 (merged): 5 hours, then Saturday's one, then Monday.
    expect(afterWorkingTime(sast('2026-11-25T08:00:00'), 7 * HOUR, rows)).toEqual(
      sast('2026-11-30T09:00:00'),
    )
  })

  it('gives null when the hours hold no working time', () => {
    const none: HoursRow[] = [{ days: ['Mo'], opens: '08:00', closes: '08:00' }]
    // A row that closes when it opens runs to midnight: not none.
    expect(afterWorkingTime(sast('2026-11-23T20:00:00'), HOUR, none)).toEqual(
      sast('2026-11-23T21:00:00'),
    )
    expect(afterWorkingTime(sast('2026-11-23T20:00:00'), HOUR, [])).toBeNull()
  })
})

describe('workingTimeBetween', () => {
  it('counts only working hours, across a weekend', () => {
    expect(
      workingTimeBetween(sast('2026-11-27T16:30:00'), sast('2026-11-30T08:30:00'), hours),
    ).toBe(2 * HOUR)
    expect(
      workingTimeBetween(sast('2026-11-27T18:00:00'), sast('2026-11-30T06:59:00'), hours),
    ).toBe(0)
  })

  it('counts across the year boundary', () => {
    expect(
      workingTimeBetween(new Date('2026-12-31T23:30:00Z'), sast('2027-01-04T08:00:00'), hours),
    ).toBe(11 * HOUR)
  })
})

describe('workingHoursOf', () => {
  it('falls back to Mon–Fri 07:00–17:00 when the settings have no hours', () => {
    expect(workingHoursOf([])).toBe(DEFAULT_WORKING_HOURS)
    const own: HoursRow[] = [{ days: ['Sa'], opens: '08:00', closes: '12:00' }]
    expect(workingHoursOf(own)).toBe(own)
  })
})
