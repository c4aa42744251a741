import { backupRuns } from '@site/db'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deliverQuoteRequest } from '../../src/quotes/quote-delivery.js'
import { mailingTestApp } from '../support/mailing-test-app.js'
import { parseMail } from '../support/mime.js'
import { storeQuoteRequest } from '../support/quote-requests.js'
import type { SmtpCapture } from '../support/smtp-capture.js'
import type { TestApp } from '../support/test-app.js'

/** Every staff mail writes a moment in South African time, as the portal does (issue 36, item 7). */
describe('times in staff mails', () => {
  let testApp: TestApp
  let smtp: SmtpCapture
  let close = async () => {}
  beforeAll(async () => {
    ;({ smtp, testApp, close } = await mailingTestApp({
      env: { ALERT_EMAIL: 'owner@example.com' },
    }))
  })
  afterAll(() => close())
  beforeEach(() => {
    smtp.messages.length = 0
  })

  it('the quote mail says when the request came in, in South African time', async () => {
    const row = await storeQuoteRequest(testApp.app.db, {
      reference: 'Q-2026-0042',
      createdAt: new Date('2026-11-26T23:24:53.453Z'),
    })
    await deliverQuoteRequest(
      {
        db: testApp.app.db,
        mailer: testApp.app.mailer,
        addresses: {
          from: 'web@example.com',
          to: 'office@example.com',
          portal: 'https://x/admin-portal',
        },
        log: testApp.app.log,
      },
      { data: { inquiryId: row.id }, retryCount: 0, retryLimit: 0 },
    )
    expect(smtp.messages).toHaveLength(1)
    const mail = parseMail(smtp.messages[0]?.raw ?? '')
    expect(mail.text).toContain('Received: 27 Nov 2026, 01:24')
    expect(mail.html).toContain('<td>27 Nov 2026, 01:24</td>')
    expect(`${mail.text}${mail.html}`).not.toMatch(/2026-11-26T|UTC/)
  })

  it('the backup alert says when the last good backup was and since when, in South African time', async () => {
    // A good backup at 00:10 on 26 Nov in Johannesburg (22:10 UTC the day before), none since.
    await testApp.app.db.insert(backupRuns).values({
      startedAt: new Date('2026-11-25T22:10:00Z'),
      finishedAt: new Date('2026-11-25T22:12:00Z'),
      localOk: true,
      verified: true,
    })
    const outcome = await testApp.app.ownerAlerts.check(new Date('2026-11-27T01:00:00Z'))
    expect(outcome).toEqual({ ran: true, mailed: 1 })
    const mail = parseMail(smtp.messages[0]?.raw ?? '')
    expect(mail.text).toContain('The last good backup is from 26 Nov 2026, 00:10.')
    // Overdue 26 hours after it: 02:10 on 27 Nov.
    expect(mail.text).toContain('Since 27 Nov 2026, 02:10.')
    expect(mail.text).not.toMatch(/\d{4}-\d\d-\d\dT|UTC/)
  })
})
