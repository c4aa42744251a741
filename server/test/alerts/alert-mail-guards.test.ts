import { alerts, media } from '@site/db'
import { describe, expect, it } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { cleanupsAfterEach } from '../support/cleanups.js'
import { parseMail } from '../support/mime.js'
import { seedMedia } from '../support/seed.js'
import { startSmtpCapture, stoppedSmtpRelay } from '../support/smtp-capture.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const HOUR = 60 * 60 * 1000

describe('alert mail', () => {
  const cleanups = cleanupsAfterEach()
  async function app(env: Record<string, string>) {
    const testApp = await buildTestApp({ env })
    cleanups.push(() => testApp.close())
    return testApp
  }
  const failedItem = (testApp: TestApp) =>
    seedMedia(testApp.app.db, [
      { title: 'Roof at dusk', status: 'failed', failureReason: 'The file could not be read.' },
    ])

  it('refused by the relay: the alert is in GET /api/admin/alerts and the log, and mailed once mail works', async () => {
    const { port, url } = await stoppedSmtpRelay()
    const testApp = await app({
      SMTP_URL: url,
      MAIL_TO: 'office@example.com',
      ALERT_EMAIL: 'owner@example.com',
    })
    await failedItem(testApp)
    const cookie = await loginAsAdmin(testApp)
    const now = Date.now()

    expect(await testApp.app.ownerAlerts.check(new Date(now))).toEqual({ ran: true, mailed: 0 })
    const response = await testApp.app.inject({ url: '/api/admin/alerts', headers: { cookie } })
    expect(response.json().alerts).toEqual([
      {
        kind: 'media-processing',
        title: 'A media item could not be processed',
        detail: expect.stringContaining('"Roof at dusk"'),
        since: new Date(now).toISOString(),
        lastMailedAt: null,
        mailError: expect.stringMatching(/ECONNREFUSED/),
        portalPath: '/admin-portal/media',
      },
    ])
    expect(testApp.logs.some((l) => l.msg === 'alert: A media item could not be processed')).toBe(
      true,
    )
    expect(
      testApp.logs.some((l) => /^alert mail could not be sent.*could not be processed/.test(l.msg)),
    ).toBe(true)

    // Mail works again: the next check sends it, and only it.
    const smtp = await startSmtpCapture(port)
    cleanups.push(() => smtp.stop())
    expect(await testApp.app.ownerAlerts.check(new Date(now + 5 * 60_000))).toEqual({
      ran: true,
      mailed: 1,
    })
    expect(await testApp.app.ownerAlerts.check(new Date(now + 10 * 60_000))).toEqual({
      ran: true,
      mailed: 0,
    })
    expect(smtp.messages.map((m) => m.to)).toEqual([['owner@example.com']])
    const mail = parseMail(smtp.messages[0]?.raw ?? '')
    expect(mail.headers.get('subject')).toBe('Website alert: A media item could not be processed')

    // While it lasts, a reminder after 6 hours, not before.
    expect((await testApp.app.ownerAlerts.check(new Date(now + 6 * HOUR))).mailed).toBe(0)
    expect(
      (await testApp.app.ownerAlerts.check(new Date(now + 5 * 60_000 + 6 * HOUR))).mailed,
    ).toBe(1)
    expect(parseMail(smtp.messages[1]?.raw ?? '').headers.get('subject')).toBe(
      'Website alert (still): A media item could not be processed',
    )
  })

  it('two API replicas checking at the same moment send one mail, not two', async () => {
    const smtp = await startSmtpCapture()
    cleanups.push(() => smtp.stop())
    const env = { SMTP_URL: smtp.url, MAIL_TO: 'office@example.com' }
    const one = await app(env)
    const two = await app({ ...env, ...one.servicesEnv })
    await failedItem(one)

    const now = new Date()
    const outcomes = await Promise.all([
      one.app.ownerAlerts.check(now),
      two.app.ownerAlerts.check(now),
      one.app.ownerAlerts.check(now),
      two.app.ownerAlerts.check(now),
    ])
    expect(outcomes.reduce((sum, outcome) => sum + outcome.mailed, 0)).toBe(1)
    // And one that checks a moment later sees the mail was sent.
    expect((await two.app.ownerAlerts.check(new Date(now.getTime() + 60_000))).mailed).toBe(0)
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]?.to).toEqual(['office@example.com'])
    expect(await one.app.db.select().from(alerts)).toHaveLength(1)

    // Over: both check again at once, and the owner gets one all-clear.
    await one.app.db.delete(media)
    const later = new Date(now.getTime() + 5 * 60_000)
    await Promise.all([one.app.ownerAlerts.check(later), two.app.ownerAlerts.check(later)])
    expect(smtp.messages).toHaveLength(2)
    expect(parseMail(smtp.messages[1]?.raw ?? '').headers.get('subject')).toBe(
      'Website all clear: "A media item could not be processed" is over',
    )
  })
})
