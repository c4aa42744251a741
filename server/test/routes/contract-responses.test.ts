import { apiError } from '@site/contract/api-error'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedMedia } from '../support/seed.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

// Responses pass through the contract's schemas on the way out: an item whose stored data would
// give the browser a shape it does not expect fails on the server, loudly, instead.
describe('a response the contract does not allow', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp({ allowErrorLogs: true })
  })
  afterAll(() => testApp?.close())

  it('responds with 500 with the error shape and logs what did not match', async () => {
    await seedMedia(testApp.app.db, [
      {
        title: 'Damaged row',
        // A derivative without its width: the contract's srcset needs one.
        derivatives: [
          {
            kind: 'display',
            key: 'derived/x/display.jpg',
            contentType: 'image/jpeg',
            width: 400,
            height: 300,
            size: 10,
          },
          {
            kind: 'w400',
            key: 'derived/x/w400.webp',
            contentType: 'image/webp',
            height: 300,
            size: 10,
          } as never,
        ],
      },
    ])
    const response = await testApp.app.inject('/api/projects')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ success: false, message: 'Internal Server Error' })
    expect(apiError.safeParse(response.json()).success).toBe(true)
    const failure = testApp.logs.find((line) => line.level >= 50 && line.msg === 'request failed')
    expect(JSON.stringify(failure)).toMatch(/Response doesn't match the schema/)
  })
})
