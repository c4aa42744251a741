import { describe, expect, it, vi } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { cleanupsAfterEach } from '../support/cleanups.js'
import { parseMail } from '../support/mime.js'
import {
  fastQuoteRequests,
  quoteForm,
  sendQuote,
  solveAltcha,
  storedQuoteRequests,
} from '../support/quote-requests.js'
import { startSmtpCapture, stoppedSmtpRelay } from '../support/smtp-capture.js'
import { buildTestApp } from '../support/test-app.js'

const MINUTE = 60 * 1000

describe('the quote mail alert', () => {
  const cleanups = cleanupsAfterEach()

  it('SMTP down for 31 minutes: one alert, shown while the mail is refused, then one all-clear', async () => {
    const { port, url } = await stoppedSmtpRelay()
    const testApp = await buildTestApp({
      env: {
        SMTP_URL: url,
        MAIL_TO: 'office@example.com',
        ALERT_EMAIL: 'owner@example.com',
      },
      // Retries 10 s apart: the relay comes back between two of them, as it would in production.
      quoteRequests: {
        ...fastQuoteRequests,
        retryPolicy: { retryLimit: 20, retryDelay: 10, retryBackoff: false, expireInSeconds: 30 },
      },
    })
    cleanups.push(() => testApp.close())
    const cookie = await loginAsAdmin(testApp)
    const openAlerts = async () =>
      (await testApp.app.inject({ url: '/api/admin/alerts', headers: { cookie } })).json().alerts

    const sent = await sendQuote(testApp, {
      ...quoteForm,
      recaptchaToken: await solveAltcha(testApp),
    })
    expect(sent.statusCode).toBe(200)
    const start = Date.now()
    await vi.waitFor(
      async () => expect((await storedQuoteRequests(testApp))[0]?.deliveryAttempts).toBe(1),
      { timeout: 10_000, interval: 100 },
    )
    const at = (minutes: number) => new Date(start + minutes * MINUTE)

    // Half an hour of failing is the threshold: 29 minutes is not an alert yet.
    expect(await testApp.app.ownerAlerts.check(at(29))).toEqual({ ran: true, mailed: 0 })
    expect(await openAlerts()).toEqual([])

    // 31 minutes: open. Its own mail is refused too (the same relay): portal and log say so.
    expect(await testApp.app.ownerAlerts.check(at(31))).toEqual({ ran: true, mailed: 0 })
    expect(await testApp.app.ownerAlerts.check(at(31.5))).toEqual({ ran: true, mailed: 0 })
    const [shown] = await openAlerts()
    expect(shown).toMatchObject({
      kind: 'quote-mail',
      title: 'Quote requests are not being e-mailed',
      lastMailedAt: null,
      mailError: expect.stringMatching(/ECONNREFUSED/),
      portalPath: '/admin-portal/requests',
    })
    expect(shown.detail).toMatch(/1 quote request is waiting/)
    // The relay's own error, in the words the System page uses too.
    expect(shown.detail).toContain('The mail server refused the connection')
    expect(
      testApp.logs.filter((l) => l.msg === 'alert: Quote requests are not being e-mailed'),
    ).toHaveLength(1)
    expect(testApp.logs.some((l) => /^alert mail could not be sent/.test(l.msg))).toBe(true)

    // The relay is back before the request's next retry: the alert goes out, once.
    const smtp = await startSmtpCapture(port)
    cleanups.push(() => smtp.stop())
    const toOwner = () => smtp.messages.filter((m) => m.to.includes('owner@example.com'))
    expect(await testApp.app.ownerAlerts.check(at(32))).toEqual({ ran: true, mailed: 1 })
    expect(await testApp.app.ownerAlerts.check(at(33))).toEqual({ ran: true, mailed: 0 })
    expect(toOwner()).toHaveLength(1)
    const alert = parseMail(toOwner()[0]?.raw ?? '')
    expect(alert.headers.get('subject')).toBe(
      'Website alert: Quote requests are not being e-mailed',
    )
    expect(alert.text).toContain('/admin-portal/requests')
    expect((await openAlerts())[0]).toMatchObject({
      lastMailedAt: at(32).toISOString(),
      mailError: null,
    })

    // The request's retry goes through: the next check ends the alert with one all-clear.
    await vi.waitFor(
      async () => expect((await storedQuoteRequests(testApp))[0]?.deliveryStatus).toBe('sent'),
      { timeout: 30_000, interval: 200 },
    )
    expect(await testApp.app.ownerAlerts.check(at(40))).toEqual({ ran: true, mailed: 1 })
    expect(await openAlerts()).toEqual([])
    expect(await testApp.app.ownerAlerts.check(at(60 * 7))).toEqual({ ran: true, mailed: 0 })
    expect(toOwner()).toHaveLength(2)
    expect(parseMail(toOwner()[1]?.raw ?? '').headers.get('subject')).toBe(
      'Website all clear: "Quote requests are not being e-mailed" is over',
    )
  }, 60_000)
})
