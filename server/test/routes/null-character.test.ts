import { media, quoteRequests, rateLimits } from '@site/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAsAdmin, testAdmin } from '../support/admin-session.js'
import { builtClientDir, builtPagesDir } from '../support/built-client.js'
import { fastQuoteRequests, quoteForm, sendQuote, solveAltcha } from '../support/quote-requests.js'
import { seedMedia } from '../support/seed.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

// PostgreSQL cannot store U+0000. Every text the API takes refuses it (contract/src/text.ts)
// with a 400 naming the field, before anything is counted, spent or written.
const NUL = 'must not contain the null character (U+0000)'

describe('U+0000 in any text', () => {
  let testApp: TestApp
  let cookie: string

  beforeAll(async () => {
    testApp = await buildTestApp({
      // Two quote requests per address: errors for their content must not use them up.
      quoteRequests: { ...fastQuoteRequests, limits: { windowMs: 60_000, perAddress: 2 } },
    })
    cookie = await loginAsAdmin(testApp)
  })
  afterAll(() => testApp?.close())

  it('is refused in the gallery category', async () => {
    const response = await testApp.app.inject('/api/projects?category=a%00b')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'The address is not valid: its query must not contain the null character (U+0000).',
    })
  })

  it('is refused at login without counting a failed attempt', async () => {
    const before = await testApp.app.db.select().from(rateLimits)
    for (const [field, credentials] of [
      ['username', { username: `${testAdmin.username}\u0000`, password: testAdmin.password }],
      ['password', { username: testAdmin.username, password: `x\u0000` }],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: credentials,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(`${field}: ${NUL}`)
    }
    expect(await testApp.app.db.select().from(rateLimits)).toEqual(before)
  })

  it.each(['firstName', 'lastName', 'email', 'phone', 'message', 'website'])(
    'is refused in the quote field %s, spending neither the captcha nor the limit',
    async (field) => {
      const token = await solveAltcha(testApp)
      const address = `192.0.2.${field.length}`
      for (let attempt = 0; attempt < 3; attempt++) {
        const errorResponse = await sendQuote(
          testApp,
          { ...quoteForm, [field]: 'Thandi\u0000', recaptchaToken: token },
          address,
        )
        expect(errorResponse.statusCode).toBe(400)
        expect(errorResponse.json()).toEqual({ success: false, message: `${field}: ${NUL}` })
      }
      const stored = await sendQuote(testApp, { ...quoteForm, recaptchaToken: token }, address)
      expect(stored.statusCode).toBe(200)
    },
  )

  it('is refused in the captcha token', async () => {
    const before = await testApp.app.db.select().from(quoteRequests)
    const response = await sendQuote(testApp, { ...quoteForm, recaptchaToken: 'abc\u0000' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(`recaptchaToken: ${NUL}`)
    expect(await testApp.app.db.select().from(quoteRequests)).toEqual(before)
  })

  it.each(['title', 'description', 'category'])(
    'is refused in a media item’s %s, which stays as it was',
    async (field) => {
      const [item] = await seedMedia(testApp.app.db, [{ category: 'Building' }])
      if (!item) throw new Error('not seeded')
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/projects/${item.id}`,
        headers: { cookie },
        payload: { [field]: 'Building\u0000' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: `${field}: ${NUL}` })
      const [after] = await testApp.app.db.select().from(media).where(eq(media.id, item.id))
      expect(after).toEqual(item)
    },
  )
})

describe('U+0000 or text that is not UTF-8 in any query string', () => {
  let testApp: TestApp

  beforeAll(async () => {
    // The real client build, so that the pages the API renders from a query
    // (`/gallery?category=`, `/projects?area=`) are asked too.
    testApp = await buildTestApp({ pagesDir: builtPagesDir(), clientDir: builtClientDir() })
  })
  afterAll(() => testApp?.close())

  it('is a 400 for pages and lists alike, before the database, with no warning or error logged', async () => {
    const urls = [
      '/gallery?category=a%00b',
      '/gallery?category=%E0%A4%A',
      '/projects?area=a%00b',
      '/projects?service=%FF',
      '/api/projects?category=%ED%A0%80',
      '/api/portfolio?area=x%00',
      '/about?utm_source=%00',
      '/?q=%',
    ]
    for (const url of urls) {
      const response = await testApp.app.inject(url)
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 })
      expect(response.json()).toEqual({
        success: false,
        message: expect.stringMatching(/^The address is not valid: its query /),
      })
    }
    expect(testApp.logs.filter((line) => line.level >= 40)).toEqual([])
  })
})
