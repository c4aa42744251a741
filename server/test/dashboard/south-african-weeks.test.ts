import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDate, weekStartOf } from '../../src/dashboard/south-african-weeks.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('weeks in South African time, as PostgreSQL reckons them', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  const weekOf = async (iso: string) => {
    const { rows } = await testApp.app.db.execute<{ week: string }>(
      sql`select ${isoDate(weekStartOf(sql`${iso}::timestamptz`))} as week`,
    )
    return rows[0]?.week
  }

  // Sunday 1 March 2026 ends at 22:00 UTC in Johannesburg.
  it.each([
    ['2026-02-23T00:00:00+02:00', '2026-02-23', 'Monday 00:00 starts the week'],
    ['2026-03-01T23:59:59+02:00', '2026-02-23', 'Sunday 23:59:59 is the same week'],
    ['2026-03-01T22:00:00Z', '2026-03-02', 'Monday 00:00, while UTC still says Sunday'],
    ['2026-03-02T21:59:59Z', '2026-03-02', 'Monday 23:59:59'],
    ['2026-01-01T10:00:00Z', '2025-12-29', 'a week across the new year'],
  ])('%s is in the week of %s (%s)', async (moment, monday) => {
    expect(await weekOf(moment)).toBe(monday)
  })
})
