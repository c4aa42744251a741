import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  fastQuoteRequests,
  quoteForm,
  sendQuote,
  storedQuoteRequests,
} from '../support/quote-requests.js'
import { startSiteverifyServer } from '../support/siteverify-server.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('POST /api/send-email with reCAPTCHA (siteverify)', () => {
  let testApp: TestApp
  let siteverify: Awaited<ReturnType<typeof startSiteverifyServer>>

  beforeAll(async () => {
    siteverify = await startSiteverifyServer()
    testApp = await buildTestApp({
      env: {
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SITE_KEY: 'site-key-123',
        RECAPTCHA_SECRET: 'secret-456',
        RECAPTCHA_VERIFY_URL: siteverify.url,
        PUBLIC_URL: 'https://www.example.com',
      },
      quoteRequests: fastQuoteRequests,
      // The verifier being down is logged as an error on purpose below.
      allowErrorLogs: true,
    })
  })
  afterAll(async () => {
    await testApp.close()
    await siteverify.stop()
  })
  beforeEach(() => {
    siteverify.respond({ kind: 'json', body: { success: true, hostname: 'www.example.com' } })
  })

  const countRows = async () => (await storedQuoteRequests(testApp)).length

  it('tells the form to show reCAPTCHA with the site key; there are no ALTCHA challenges', async () => {
    expect((await testApp.app.inject('/api/captcha')).json()).toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key-123',
    })
    expect((await testApp.app.inject('/api/captcha/challenge')).statusCode).toBe(404)
  })

  it('verifies the token with the secret and the visitor address, then stores', async () => {
    const response = await sendQuote(
      testApp,
      { ...quoteForm, recaptchaToken: 'token-ok' },
      '198.51.100.7',
    )
    expect(response.statusCode).toBe(200)
    expect(siteverify.requests.at(-1)).toEqual({
      secret: 'secret-456',
      response: 'token-ok',
      remoteip: '198.51.100.7',
    })
    expect(await countRows()).toBe(1)
  })

  it('refuses a missing token with the specification’s message, without asking Google', async () => {
    const asked = siteverify.requests.length
    const response = await sendQuote(testApp, quoteForm)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please complete the reCAPTCHA verification.',
    })
    expect(siteverify.requests.length).toBe(asked)
  })

  it.each([
    ['success: false', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['a duplicate token', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
    ['a token solved on another site', { success: true, hostname: 'evil.example' }],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const before = await countRows()
    siteverify.respond({ kind: 'json', body })
    const response = await sendQuote(testApp, { ...quoteForm, recaptchaToken: 'token' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'The reCAPTCHA verification failed. Please try again.',
    })
    expect(await countRows()).toBe(before)
  })

  it.each([
    ['answers 500', { kind: 'status', status: 500 } as const],
    ['answers something that is not JSON', { kind: 'garbage' } as const],
    [
      'says our secret is wrong',
      {
        kind: 'json',
        body: { success: false, 'error-codes': ['invalid-input-secret'] },
      } as const,
    ],
    ['does not answer at all', { kind: 'silent' } as const],
  ])('responds with 503 and stores nothing when the verifier %s', async (_name, mode) => {
    const before = await countRows()
    siteverify.respond(mode)
    const response = await sendQuote(testApp, { ...quoteForm, recaptchaToken: 'token' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(/could not be reached/),
    })
    expect(await countRows()).toBe(before)
  })
})

describe('POST /api/send-email when the reCAPTCHA verifier cannot be reached', () => {
  it('responds with 503 and stores nothing', async () => {
    const siteverify = await startSiteverifyServer()
    await siteverify.stop()
    const testApp = await buildTestApp({
      env: {
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SITE_KEY: 'k',
        RECAPTCHA_SECRET: 's',
        RECAPTCHA_VERIFY_URL: siteverify.url,
      },
      allowErrorLogs: true,
    })
    try {
      const response = await sendQuote(testApp, { ...quoteForm, recaptchaToken: 'token' })
      expect(response.statusCode).toBe(503)
      expect(await storedQuoteRequests(testApp)).toEqual([])
    } finally {
      await testApp.close()
    }
  })
})
