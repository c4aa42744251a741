import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatQuoteReference, nextQuoteReference } from '../../src/quotes/quote-references.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('quote references', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp?.close())

  it('are Q-<year>-<number>, four digits at least', () => {
    expect(formatQuoteReference(2026, 42)).toBe('Q-2026-0042')
    expect(formatQuoteReference(2026, 12345)).toBe('Q-2026-12345')
  })

  it('never repeat when many requests are stored at once', async () => {
    const at = new Date('2031-06-01T10:00:00Z')
    const references = await Promise.all(
      Array.from({ length: 20 }, () =>
        testApp.app.db.transaction((tx) => nextQuoteReference(tx, at)),
      ),
    )
    expect([...references].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => formatQuoteReference(2031, i + 1)),
    )
  })

  it('start again at 0001 in a new year, by South African time', async () => {
    // 00:30 on 1 January in Johannesburg is still 31 December in UTC.
    const newYear = new Date('2032-12-31T22:30:00Z')
    expect(await testApp.app.db.transaction((tx) => nextQuoteReference(tx, newYear))).toBe(
      'Q-2033-0001',
    )
  })

  it('give a rolled-back request’s number back', async () => {
    const at = new Date('2034-03-01T10:00:00Z')
    await expect(
      testApp.app.db.transaction(async (tx) => {
        await nextQuoteReference(tx, at)
        throw new Error('the insert failed')
      }),
    ).rejects.toThrow('the insert failed')
    expect(await testApp.app.db.transaction((tx) => nextQuoteReference(tx, at))).toBe('Q-2034-0001')
  })
})
