import { quoteRequests } from '@site/db'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { deleteExpiredQuoteRequests } from '../../src/quotes/quote-request-retention.js'
import { storeQuoteRequest } from '../support/quote-requests.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('quote requests are kept for 12 months, as the privacy notice says', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp?.close())

  it('deletes requests older than 12 months and keeps the rest', async () => {
    const request = (createdAt: Date, firstName: string) =>
      storeQuoteRequest(testApp.app.db, { firstName, createdAt })
    const now = Date.now()
    const day = 24 * 60 * 60 * 1000
    await request(new Date(now - 400 * day), 'Expired')
    await request(new Date(now - 300 * day), 'Kept')
    await request(new Date(now), 'New')

    expect(await deleteExpiredQuoteRequests(testApp.app.db)).toBe(1)
    const left = await testApp.app.db.select({ name: quoteRequests.firstName }).from(quoteRequests)
    expect(left.map((row) => row.name).sort()).toEqual(['Kept', 'New'])
    expect(await deleteExpiredQuoteRequests(testApp.app.db)).toBe(0)
  })

  it('runs once at start-up, then daily as a pg-boss schedule that several processes share', async () => {
    const { rows } = await testApp.app.pool.query(
      "select cron from pgboss.schedule where name = 'quote-request-retention'",
    )
    expect(rows).toEqual([{ cron: '17 3 * * *' }])
    await vi.waitFor(
      async () => {
        const { rows: runs } = await testApp.app.pool.query(
          "select state from pgboss.job where name = 'quote-request-retention' and singleton_key = 'startup'",
        )
        expect(runs).toEqual([{ state: 'completed' }])
      },
      { timeout: 15_000, interval: 250 },
    )
  })

  it('deletes what has expired when the scheduled job comes', async () => {
    const day = 24 * 60 * 60 * 1000
    await storeQuoteRequest(testApp.app.db, {
      firstName: 'Expired',
      createdAt: new Date(Date.now() - 400 * day),
    })
    await testApp.app.jobQueue.boss.send('quote-request-retention', {})
    await vi.waitFor(
      async () => {
        const names = await testApp.app.db
          .select({ name: quoteRequests.firstName })
          .from(quoteRequests)
        expect(names.map((row) => row.name)).not.toContain('Expired')
      },
      { timeout: 15_000, interval: 250 },
    )
  })
})
