import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
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
import { createTcpGate } from '../support/tcp-gate.js'
import { buildTestApp, createTestDatabase, type TestApp } from '../support/test-app.js'

describe('quote request delivery', () => {
  const cleanups = cleanupsAfterEach()

  async function app(options: Parameters<typeof buildTestApp>[0]) {
    const testApp = await buildTestApp({ quoteRequests: fastQuoteRequests, ...options })
    cleanups.push(() => testApp.close())
    return testApp
  }
  const submit = async (testApp: TestApp, fields: object = quoteForm) =>
    sendQuote(testApp, { ...fields, recaptchaToken: await solveAltcha(testApp) })

  it('keeps a request whose relay is down, and mails it once the relay is back', async () => {
    const { port, url } = await stoppedSmtpRelay()
    const testApp = await app({
      env: { SMTP_URL: url, MAIL_TO: 'office@example.com' },
    })

    const response = await submit(testApp, {
      ...quoteForm,
      message: 'Geyser <b>burst</b> & leaking',
    })
    expect(response.statusCode).toBe(200)
    await vi.waitFor(
      async () => {
        const [row] = await storedQuoteRequests(testApp)
        expect(row?.deliveryAttempts).toBeGreaterThanOrEqual(1)
        expect(row).toMatchObject({
          deliveryStatus: 'pending',
          lastDeliveryError: expect.stringMatching(/ECONNREFUSED/),
        })
      },
      { timeout: 10_000, interval: 200 },
    )

    const smtp = await startSmtpCapture(port)
    cleanups.push(() => smtp.stop())
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), {
      timeout: 20_000,
      interval: 200,
    })
    const mail = parseMail(smtp.messages[0]?.raw ?? '')
    expect(smtp.messages[0]?.to).toEqual(['office@example.com'])
    expect(mail.headers.get('reply-to')).toBe('Thandi Mokoena <thandi@example.org>')
    expect(mail.html).toContain('Geyser &lt;b&gt;burst&lt;/b&gt; &amp; leaking')
    expect(mail.text).toContain('Geyser <b>burst</b> & leaking')
    await vi.waitFor(async () => {
      const [row] = await storedQuoteRequests(testApp)
      expect(row).toMatchObject({ deliveryStatus: 'sent' })
      expect(row?.deliveryAttempts).toBeGreaterThanOrEqual(2)
    })
    expect(testApp.logs.some((line) => /attempt 1 failed; will retry/.test(line.msg))).toBe(true)
  })

  it('records the final failure and the last error when every retry failed', async () => {
    const gone = await stoppedSmtpRelay()
    const testApp = await app({
      env: { SMTP_URL: gone.url, MAIL_TO: 'office@example.com' },
      quoteRequests: {
        ...fastQuoteRequests,
        retryPolicy: { retryLimit: 1, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 },
      },
      allowErrorLogs: true,
    })
    expect((await submit(testApp)).statusCode).toBe(200)
    await vi.waitFor(
      async () => {
        const [row] = await storedQuoteRequests(testApp)
        expect(row).toMatchObject({
          deliveryStatus: 'failed',
          deliveryAttempts: 2,
          lastDeliveryError: expect.stringMatching(/ECONNREFUSED/),
          sentAt: null,
        })
      },
      { timeout: 15_000, interval: 200 },
    )
    expect(testApp.logs.some((line) => /failed for good after 2 attempts/.test(line.msg))).toBe(
      true,
    )
  })

  it('writes an .eml file to DATA_DIR/outbox when no SMTP_URL is set', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-test-outbox-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const testApp = await app({ env: { DATA_DIR: dataDir } })
    expect((await submit(testApp)).statusCode).toBe(200)
    const outbox = path.join(dataDir, 'outbox')
    await vi.waitFor(
      async () =>
        expect(
          (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml')),
        ).toHaveLength(1),
      { timeout: 10_000, interval: 200 },
    )
    const [file] = await readdir(outbox)
    const raw = await readFile(path.join(outbox, file ?? ''), 'utf8')
    expect(raw).toContain('\r\n')
    const mail = parseMail(raw)
    expect(mail.headers.get('to')).toBe('quotes@localhost')
    expect(mail.headers.get('subject')).toMatch(
      /^Quote request Q-\d{4}-0001: Solar Panel Installations — Thandi Mokoena$/,
    )
    expect(mail.text).toContain(quoteForm.message)
    // Staff are told where it went: the outbox, not a mail server.
    await vi.waitFor(async () => {
      const [row] = await storedQuoteRequests(testApp)
      expect(row).toMatchObject({ deliveryStatus: 'outbox', deliveryAttempts: 1 })
    })
  })

  it('responds with 503 when the database is down, and the visitor can send again later', async () => {
    const databaseUrl = new URL(await createTestDatabase())
    const gate = await createTcpGate({ host: '127.0.0.1', port: Number(databaseUrl.port) })
    cleanups.push(() => gate.close())
    await gate.open()
    databaseUrl.port = String(gate.port)
    const testApp = await app({
      env: { DATABASE_URL: databaseUrl.toString() },
      allowErrorLogs: true,
    })
    const token = await solveAltcha(testApp)

    await gate.close()
    const response = await sendQuote(testApp, { ...quoteForm, recaptchaToken: token })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(/could not be saved/),
    })

    await gate.open()
    expect((await submit(testApp)).statusCode).toBe(200)
    expect(await storedQuoteRequests(testApp)).toHaveLength(1)
  })
})
