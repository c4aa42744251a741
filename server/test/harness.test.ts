import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanupsAfterEach } from './support/cleanups.js'
import { startSmtpCapture } from './support/smtp-capture.js'
import { gatedObjectStore } from './support/tcp-gate.js'
import { buildTestApp } from './support/test-app.js'

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

// A start-up task retries for ever while its service is down: the file must fail before its
// hook's limit, saying which step it was in and why, not with a bare "hook timed out".
describe('a test app that cannot get ready', () => {
  const cleanups = cleanupsAfterEach()

  it('fails in time, naming the step and the start-up task that keeps failing', async () => {
    const { env } = await gatedObjectStore(cleanups)
    const building = buildTestApp({ env, readyWithinMs: 4_000, allowErrorLogs: true })
    await expect(building).rejects.toThrow(
      /not ready after 4 s; it was waiting for its start-up tasks[\s\S]*object store bucket" failed/,
    )
  })
})
