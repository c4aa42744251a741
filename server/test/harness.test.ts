import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpCapture } from './support/smtp-capture.js'

// The mail issue builds on this harness; this proves that a real SMTP exchange is captured.
describe('the SMTP capture server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  beforeAll(async () => {
    smtp = await startSmtpCapture()
  })
  afterAll(() => smtp.stop())

  it('receives what nodemailer sends over SMTP', async () => {
    const transport = nodemailer.createTransport(smtp.url)
    await transport.sendMail({
      from: 'website@example.com',
      to: 'office@example.com',
      subject: 'Quote request',
      text: 'Please quote for a new DB board.',
    })
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]).toMatchObject({
      from: 'website@example.com',
      to: ['office@example.com'],
    })
    expect(smtp.messages[0]?.raw).toContain('Subject: Quote request')
  })
})
