import { describe, expect, it } from 'vitest'
import { mondaysBack } from './south-african-weeks.js'

describe('mondaysBack', () => {
  it('steps back a week at a time, newest first, across months and years', () => {
    expect(mondaysBack('2026-01-12', 4)).toEqual([
      '2026-01-12',
      '2026-01-05',
      '2025-12-29',
      '2025-12-22',
    ])
  })
})
