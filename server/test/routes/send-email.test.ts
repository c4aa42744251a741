import { marketingConsentText } from '@site/contract/marketing-consent'
import { createChallenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { quoteReferenceYear } from '../../src/quotes/quote-references.js'
import { loginAsAdmin } from '../support/admin-session.js'
import { mailingTestApp } from '../support/mailing-test-app.js'
import { parseMail } from '../support/mime.js'
import {
  encodePayload,
  fastQuoteRequests,
  quoteForm,
  sendQuote,
  solveAltcha,
  storedQuoteRequests,
} from '../support/quote-requests.js'
import type { SmtpCapture } from '../support/smtp-capture.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const RECEIVED = "Thank you for your inquiry. We'll get back to you within 24 hours."

describe('POST /api/send-email with ALTCHA (the default captcha)', () => {
  let testApp: TestApp
  let smtp: SmtpCapture
  let close = async () => {}
  let cookie: string

  beforeAll(async () => {
    ;({ smtp, testApp, close } = await mailingTestApp({
      env: { MAIL_FROM: 'Website <web@example.com>' },
      quoteRequests: fastQuoteRequests,
    }))
    cookie = await loginAsAdmin(testApp)
  })
  afterAll(() => close())

  const send = async (fields: object) =>
    sendQuote(testApp, { ...fields, recaptchaToken: await solveAltcha(testApp) })

  it('tells the form which captcha to show and hands out fresh challenges', async () => {
    const settings = await testApp.app.inject('/api/captcha')
    expect(settings.json()).toEqual({ provider: 'altcha' })
    const challenge = await testApp.app.inject('/api/captcha/challenge')
    expect(challenge.statusCode).toBe(200)
    expect(challenge.headers['cache-control']).toBe('no-store')
    const { parameters, signature } = challenge.json()
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 9 * 60 * 1000)
  })

  it('stores the request, responds once it is stored, and mails it to MAIL_TO', async () => {
    const before = smtp.messages.length
    const response = await send(quoteForm)
    expect(response.statusCode).toBe(200)
    const { reference } = response.json()
    expect(response.json()).toEqual({ success: true, message: RECEIVED, reference })
    expect(reference).toMatch(new RegExp(`^Q-${quoteReferenceYear()}-\\d{4}$`))

    const [row] = (await storedQuoteRequests(testApp)).filter((r) => r.email === quoteForm.email)
    expect(row).toMatchObject({ ...quoteForm, reference, stage: 'new', firstContactAt: null })
    await vi.waitFor(() => expect(smtp.messages.length).toBe(before + 1), { timeout: 15_000 })
    const captured = smtp.messages.at(-1)
    expect(captured?.to).toEqual(['office@example.com'])
    expect(captured?.from).toBe('web@example.com')
    const mail = parseMail(captured?.raw ?? '')
    expect(mail.headers.get('subject')).toBe(
      `Quote request ${reference}: Solar Panel Installations — Thandi Mokoena`,
    )
    expect(mail.text).toContain(`http://localhost:3001/admin-portal/requests?request=${row?.id}`)
    expect(mail.headers.get('reply-to')).toBe('Thandi Mokoena <thandi@example.org>')
    expect(mail.text).toContain(quoteForm.message)
    expect(mail.text).toContain(quoteForm.phone)
    expect(mail.html).toContain(quoteForm.message)

    await vi.waitFor(
      async () => {
        const [updated] = (await storedQuoteRequests(testApp)).filter((r) => r.id === row?.id)
        expect(updated).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 1 })
        expect(updated?.sentAt).toBeInstanceOf(Date)
      },
      { timeout: 5_000 },
    )
  })

  it('escapes HTML in the mail and returns it as plain strings to the admin', async () => {
    const hostile = '<script>alert("x")</script><b>&</b>'
    const fields = {
      firstName: `<b>Zola</b>`,
      lastName: `<script>x</script>`,
      email: 'zola@example.org',
      phone: '011 555 0199',
      serviceType: '',
      message: hostile,
    }
    const before = smtp.messages.length
    expect((await send(fields)).statusCode).toBe(200)
    await vi.waitFor(() => expect(smtp.messages.length).toBe(before + 1), { timeout: 15_000 })
    const mail = parseMail(smtp.messages.at(-1)?.raw ?? '')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>')
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b&gt;&amp;&lt;/b&gt;',
    )
    expect(mail.html).toContain('&lt;b&gt;Zola&lt;/b&gt; &lt;script&gt;x&lt;/script&gt;')
    expect(mail.text).toContain(hostile)
    expect(mail.headers.get('subject')).toMatch(
      /^Quote request Q-\d{4}-\d{4}: No service chosen — <b>Zola<\/b> <script>x<\/script>$/,
    )

    const list = await testApp.app.inject({ url: '/api/inquiries', headers: { cookie } })
    const item = list.json().items.find((i: { email: string }) => i.email === 'zola@example.org')
    expect(item).toMatchObject({
      firstName: '<b>Zola</b>',
      lastName: '<script>x</script>',
      message: hostile,
    })
    expect(list.headers['content-type']).toMatch(/^application\/json/)
  })

  describe('refuses bad input with 400 naming the field, and stores nothing', () => {
    const required = ['firstName', 'lastName', 'email', 'phone', 'message'] as const
    it.each(required)('without %s', async (field) => {
      const { [field]: _left, ...rest } = quoteForm
      const response = await sendQuote(testApp, { ...rest, recaptchaToken: 'x' })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: `${field}: is required` })
    })

    it.each([
      ['an invalid e-mail', { email: 'thandi@' }, /^email: /],
      ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.org` }, /^email: /],
      ['a blank first name', { firstName: '   ' }, /^firstName: is required/],
      ['a name over 100 characters', { lastName: 'x'.repeat(101) }, /^lastName: .*100/],
      [
        'CR/LF in the name',
        { firstName: 'Thandi\r\nBcc: victim@example.com' },
        /^firstName: .*line breaks/,
      ],
      [
        'CR/LF in the e-mail',
        { email: 'thandi@example.org\r\nBcc: victim@example.com' },
        /^email: /,
      ],
      ['letters in the phone number', { phone: 'call me maybe' }, /^phone: /],
      ['a phone number too short', { phone: '12 34' }, /^phone: /],
      ['an unknown service', { serviceType: 'Pool Cleaning' }, /^serviceType: /],
      ['an empty message', { message: '' }, /^message: is required/],
      ['a message over 5000 characters', { message: 'x'.repeat(5001) }, /^message: .*5000/],
      ['an unknown field', { admin: true }, /Unrecognized key.*admin/],
      ['a number for a name', { firstName: 42 }, /^firstName: /],
      ['a list for a name', { firstName: ['Thandi'] }, /^firstName: must be text$/],
      [
        '"yes" for the offers consent',
        { marketingConsent: 'yes' },
        /^marketingConsent: must be true or false$/,
      ],
    ])('with %s', async (_name, override, expected) => {
      const response = await sendQuote(testApp, { ...quoteForm, ...override, recaptchaToken: 'x' })
      expect(response.statusCode).toBe(400)
      expect(response.json().success).toBe(false)
      expect(response.json().message).toMatch(expected)
    })

    it('with a 1 MB message (413, the body limit)', async () => {
      const response = await sendQuote(testApp, { ...quoteForm, message: 'x'.repeat(1024 * 1024) })
      expect(response.statusCode).toBe(413)
      expect(response.json()).toEqual({ success: false, message: expect.any(String) })
    })

    it('with a body that is not JSON', async () => {
      const response = await sendQuote(testApp, '{"firstName": "Thandi",')
      expect(response.statusCode).toBe(400)
      expect(response.json().success).toBe(false)
    })

    it('with a form-encoded body (415)', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/send-email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'firstName=Thandi',
      })
      expect(response.statusCode).toBe(415)
      expect(response.json().success).toBe(false)
    })

    it('stored none of them', async () => {
      const rows = await storedQuoteRequests(testApp)
      expect(rows.map((row) => row.email).sort()).toEqual([
        'thandi@example.org',
        'zola@example.org',
      ])
    })
  })

  describe('checks the captcha before storing anything', () => {
    const countRows = async () => (await storedQuoteRequests(testApp)).length

    it('refuses a request without a token', async () => {
      const before = await countRows()
      for (const recaptchaToken of [undefined, '']) {
        const response = await sendQuote(testApp, { ...quoteForm, recaptchaToken })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({
          success: false,
          message: 'Please complete the verification.',
        })
      }
      expect(await countRows()).toBe(before)
    })

    it('refuses a wrong token, a forged solution and a challenge it did not sign', async () => {
      const before = await countRows()
      const challenge = (await testApp.app.inject('/api/captcha/challenge')).json()
      const foreign = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 1,
        counter: 3,
        deriveKey,
        hmacSignatureSecret: 'another-site-key-another-site-key',
        expiresAt: new Date(Date.now() + 60_000),
      })
      const foreignSolution = await solveChallenge({ challenge: foreign, deriveKey })
      for (const token of [
        'not a payload',
        Buffer.from('{"challenge":1}').toString('base64'),
        encodePayload(challenge, { counter: 1, derivedKey: 'ab'.repeat(32) }),
        encodePayload(foreign, foreignSolution ?? {}),
      ]) {
        const response = await sendQuote(testApp, { ...quoteForm, recaptchaToken: token })
        expect(response.statusCode).toBe(400)
        expect(response.json().message).toBe('The verification failed. Please verify again.')
      }
      expect(await countRows()).toBe(before)
    })

    it('refuses an expired challenge', async () => {
      const before = await countRows()
      // The key the site generated for itself (no ALTCHA_HMAC_KEY in the test environment).
      const { rows } = await testApp.app.pool.query(
        `select value from site_secrets where name = 'altcha-hmac-key'`,
      )
      const expired = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 1,
        counter: 3,
        deriveKey,
        hmacSignatureSecret: rows[0].value,
        expiresAt: new Date(Date.now() - 1000),
      })
      const solution = await solveChallenge({ challenge: expired, deriveKey })
      const response = await sendQuote(testApp, {
        ...quoteForm,
        recaptchaToken: encodePayload(expired, solution ?? {}),
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('The verification has expired. Please verify again.')
      expect(await countRows()).toBe(before)
    })

    it('accepts a solution once: a replay, even a simultaneous one, is refused', async () => {
      const before = await countRows()
      const token = await solveAltcha(testApp)
      const body = { ...quoteForm, email: 'replay@example.org', recaptchaToken: token }
      const [first, second] = await Promise.all([
        sendQuote(testApp, body),
        sendQuote(testApp, body),
      ])
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400])
      const third = await sendQuote(testApp, body)
      expect(third.statusCode).toBe(400)
      expect(third.json().message).toBe('This verification was already used. Please verify again.')
      expect(await countRows()).toBe(before + 1)
    })
  })

  it('keeps a yes to offers with its time and wording, and nothing for a no', async () => {
    const before = Date.now()
    await send({ ...quoteForm, email: 'yes@example.org', marketingConsent: true })
    await send({ ...quoteForm, email: 'no@example.org', marketingConsent: false })
    await send({ ...quoteForm, email: 'unsaid@example.org' })
    const rows = await storedQuoteRequests(testApp)
    const of = (email: string) => rows.find((row) => row.email === email)
    expect(of('yes@example.org')?.marketingConsentText).toBe(marketingConsentText)
    expect(of('yes@example.org')?.marketingConsentAt?.getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    )
    for (const email of ['no@example.org', 'unsaid@example.org']) {
      expect(of(email)).toMatchObject({ marketingConsentAt: null, marketingConsentText: null })
    }
    const listed = await testApp.app.inject({ url: '/api/inquiries', headers: { cookie } })
    const yes = listed.json().items.find((i: { email: string }) => i.email === 'yes@example.org')
    expect(yes.marketingConsentAt).toBe(of('yes@example.org')?.marketingConsentAt?.toISOString())
  })

  it('responds to a filled-in honeypot as if all went well, and stores nothing', async () => {
    const before = (await storedQuoteRequests(testApp)).length
    const response = await sendQuote(testApp, {
      ...quoteForm,
      website: 'http://spam.example',
      recaptchaToken: '',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: RECEIVED })
    expect((await storedQuoteRequests(testApp)).length).toBe(before)
    expect(testApp.logs.some((line) => /honeypot/.test(line.msg))).toBe(true)
  })
})

describe('POST /api/send-email rate limit', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await buildTestApp({
      quoteRequests: { ...fastQuoteRequests, limits: undefined },
    })
  })
  afterAll(() => testApp.close())

  it('responds with 429 with Retry-After after 5 requests from one address in 10 minutes', async () => {
    const statuses: number[] = []
    let last: Awaited<ReturnType<typeof sendQuote>> | undefined
    for (let i = 0; i < 20; i++) {
      last = await sendQuote(testApp, { ...quoteForm, recaptchaToken: 'wrong' }, '203.0.113.9')
      statuses.push(last.statusCode)
    }
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(15).fill(429)])
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(500)
    expect(last?.json().message).toMatch(/Too many quote requests/)
    // Another address is not affected.
    const other = await sendQuote(
      testApp,
      { ...quoteForm, recaptchaToken: 'wrong' },
      '203.0.113.10',
    )
    expect(other.statusCode).toBe(400)
  })
})

describe('a quote request at the turn of the year', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp({ quoteRequests: fastQuoteRequests })
  })
  afterAll(() => testApp?.close())

  const send = async (fields: object) =>
    sendQuote(testApp, { ...fields, recaptchaToken: await solveAltcha(testApp) })

  it("numbers a request sent at 23:30 UTC on 31 December in South Africa's new year", async () => {
    // 01:30 on 1 January in Johannesburg. Only the clock is moved: timers and sockets run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T23:30:00Z') })
    try {
      const response = await send({ ...quoteForm, email: 'new.year@example.com' })
      expect(response.statusCode).toBe(200)
      expect(response.json().reference).toMatch(/^Q-2027-\d{4}$/)
      expect(quoteReferenceYear()).toBe(2027)
    } finally {
      vi.useRealTimers()
    }
  })
})
