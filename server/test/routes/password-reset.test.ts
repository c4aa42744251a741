import type { AddressInfo } from 'node:net'
import { mailedLinkMessages, passwordResetResponseText } from '@site/contract/account'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loggedKinds, putPerson, sessionStatus, signIn } from '../support/account-people.js'
import { testAdmin } from '../support/admin-session.js'
import { MAILED_LINK_URL, mailedLinksApp, mailedToken, mailsTo } from '../support/mailed-links.js'
import type { SmtpCapture } from '../support/smtp-capture.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const OWNER_EMAIL = 'thandi@example.com'

const askReset = (testApp: TestApp, email: unknown, remoteAddress = '198.51.100.1') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    remoteAddress,
    payload: { email },
  })

const confirmReset = (testApp: TestApp, payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload })

describe('forgotten password', () => {
  let smtp: SmtpCapture
  let testApp: TestApp
  let close = async () => {}

  beforeAll(async () => {
    ;({ smtp, testApp, close } = await mailedLinksApp(OWNER_EMAIL))
  })
  afterAll(() => close())
  // Each test starts with the hour's allowance of mails per address.
  beforeEach(async () => {
    await testApp.app.pool.query("delete from rate_limits where key like 'reset:email:%'")
  })

  /** Asks for a reset of the owner's password and returns the token from the new mail. */
  async function newOwnerToken(address: string): Promise<string> {
    const seen = mailsTo(smtp.messages, OWNER_EMAIL).length
    expect((await askReset(testApp, OWNER_EMAIL, address)).statusCode).toBe(200)
    return mailedToken(smtp.messages, OWNER_EMAIL, 'reset-password', {
      seen,
      origin: MAILED_LINK_URL,
    })
  }

  it('mails a single-use link that sets the password and ends every session', async () => {
    const first = await signIn(testApp, testAdmin.username, testAdmin.password)
    const second = await signIn(testApp, testAdmin.username, testAdmin.password)

    const asked = await askReset(testApp, 'Thandi@Example.com ')
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual({ success: true, message: passwordResetResponseText })
    const token = await mailedToken(smtp.messages, OWNER_EMAIL, 'reset-password', {
      origin: MAILED_LINK_URL,
    })

    const confirmed = await confirmReset(testApp, { token, password: 'a-new-long-password-1' })
    expect(confirmed.statusCode).toBe(200)
    expect(await sessionStatus(testApp, first)).toBe(401)
    expect(await sessionStatus(testApp, second)).toBe(401)
    await signIn(testApp, testAdmin.username, 'a-new-long-password-1')

    // The same link a second time.
    const again = await confirmReset(testApp, { token, password: 'another-long-password-2' })
    expect(again.statusCode).toBe(410)
    expect(again.json().message).toBe(mailedLinkMessages.resetUsed)
    await signIn(testApp, testAdmin.username, 'a-new-long-password-1')
    expect(await loggedKinds(testApp)).toEqual(
      expect.arrayContaining(['password-reset-requested', 'password-reset']),
    )
  })

  it('refuses an expired and a tampered link, and keeps the password', async () => {
    const token = await newOwnerToken('198.51.100.4')

    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    const errorResponse = await confirmReset(testApp, {
      token: tampered,
      password: 'tampered-password-9',
    })
    expect(errorResponse.statusCode).toBe(400)
    expect(errorResponse.json().message).toBe(mailedLinkMessages.resetInvalid)

    await testApp.app.pool.query(
      "update staff_tokens set expires_at = now() - interval '1 second' where purpose = 'password-reset' and used_at is null",
    )
    const expired = await confirmReset(testApp, { token, password: 'expired-password-9' })
    expect(expired.statusCode).toBe(410)
    expect(expired.json().message).toBe(mailedLinkMessages.resetExpired)
    await signIn(testApp, testAdmin.username, 'a-new-long-password-1')
  })

  it('refuses a 7-character and a common password, and the link still works after', async () => {
    const token = await newOwnerToken('198.51.100.5')
    const short = await confirmReset(testApp, { token, password: 'abc1234' })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('Choose a password of at least 8 characters.')
    const common = await confirmReset(testApp, { token, password: 'password123' })
    expect(common.statusCode).toBe(400)
    expect(common.json().message).toMatch(/most common/)
    await signIn(testApp, testAdmin.username, 'a-new-long-password-1')
    expect(
      (await confirmReset(testApp, { token, password: 'a-third-password-3' })).statusCode,
    ).toBe(200)
    await signIn(testApp, testAdmin.username, 'a-third-password-3')
  })

  it('refuses U+0000 and 10,000 characters in every field, and nothing changes', async () => {
    const long = 'x'.repeat(10_000)
    for (const email of [`thandi\u0000@example.com`, `${long}@example.com`, 'not an address']) {
      expect((await askReset(testApp, email, '198.51.100.6')).statusCode).toBe(400)
    }
    const token = await newOwnerToken('198.51.100.6')
    for (const payload of [
      { token: `${token}\u0000`, password: 'fine-password-4' },
      { token: long, password: 'fine-password-4' },
      { token, password: 'fine-password-4\u0000' },
      { token, password: long },
      { token, password: 'fine-password-4', extra: 'field' },
    ]) {
      const errorResponse = await confirmReset(testApp, payload)
      expect(errorResponse.statusCode).toBe(400)
      expect(errorResponse.body).not.toMatch(/stack|at .*\.ts/)
    }
    await signIn(testApp, testAdmin.username, 'a-third-password-3')
    // The link was not used by any of them.
    expect((await confirmReset(testApp, { token, password: 'fine-password-4' })).statusCode).toBe(
      200,
    )
  })
})

/**
 * Runs `work` against a fresh mailing app, then closes it and returns every mail sent. Closing
 * waits for the mails the responses started in the background, so nothing can come after: a test
 * that no mail was sent needs no waiting.
 */
async function mailsOnceSettled(work: (testApp: TestApp) => Promise<void>) {
  const { smtp, testApp, close } = await mailedLinksApp(OWNER_EMAIL)
  try {
    await work(testApp)
  } finally {
    await close()
  }
  return smtp.messages
}

describe('what is never mailed', () => {
  it('responds to an unknown address exactly as to a known one, and mails nothing', async () => {
    const mails = await mailsOnceSettled(async (testApp) => {
      const unknown = await askReset(testApp, 'nobody@example.com', '198.51.100.2')
      const known = await askReset(testApp, OWNER_EMAIL, '198.51.100.2')
      expect(unknown.statusCode).toBe(known.statusCode)
      expect(unknown.body).toBe(known.body)
    })
    expect(mails.flatMap((message) => message.to)).toEqual([OWNER_EMAIL])
  })

  it('mails no link to an invited or a locked account', async () => {
    const mails = await mailsOnceSettled(async (testApp) => {
      await putPerson(testApp, {
        username: 'sipho@example.com',
        email: 'sipho@example.com',
        invited: true,
      })
      await putPerson(testApp, {
        username: 'lerato',
        email: 'lerato@example.com',
        password: 'lerato-long-password',
        locked: true,
      })
      for (const email of ['sipho@example.com', 'lerato@example.com']) {
        const asked = await askReset(testApp, email, '198.51.100.3')
        expect(asked.statusCode).toBe(200)
        expect(asked.json().message).toBe(passwordResetResponseText)
      }
    })
    expect(mails).toEqual([])
  })
})

describe('a flood of reset requests', () => {
  it('1,000 requests for one address in a minute deliver at most 3 mails', async () => {
    const statuses: number[] = []
    let took = 0
    const mails = await mailsOnceSettled(async (testApp) => {
      const started = Date.now()
      for (let batch = 0; batch < 20; batch += 1) {
        const responses = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            // From many addresses, so only the limit per e-mail address holds them back.
            askReset(testApp, OWNER_EMAIL, `10.0.${batch}.${i + 1}`),
          ),
        )
        statuses.push(...responses.map((response) => response.statusCode))
      }
      took = Date.now() - started
    })
    expect(took).toBeLessThan(60_000)
    expect(new Set(statuses)).toEqual(new Set([200]))
    expect(mailsTo(mails, OWNER_EMAIL).length).toBe(3)
  }, 90_000)

  it('one client address is refused after 20 requests (429), whatever the e-mail address', async () => {
    const statuses: number[] = []
    const mails = await mailsOnceSettled(async (testApp) => {
      for (let i = 0; i < 30; i += 1) {
        statuses.push((await askReset(testApp, `person${i}@example.com`, '203.0.113.9')).statusCode)
      }
      const errorResponse = await askReset(testApp, OWNER_EMAIL, '203.0.113.9')
      expect(errorResponse.statusCode).toBe(429)
      expect(errorResponse.headers['retry-after']).toBeDefined()
    })
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))
    expect(statuses.slice(20)).toEqual(Array(10).fill(429))
    expect(mailsTo(mails, OWNER_EMAIL)).toEqual([])
  })
})

/** An SMTP server that takes `delayMs` to accept each message: a slow relay. */
async function startSlowSmtp(delayMs: number) {
  const messages: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () => {
        messages.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','))
        setTimeout(callback, delayMs)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('the response’s timing', () => {
  it('is close for known and unknown addresses, even with a slow mail relay', async () => {
    const smtp = await startSlowSmtp(400)
    const testApp = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_TO: 'office@example.com', PUBLIC_URL: MAILED_LINK_URL },
    })
    try {
      const known: number[] = []
      const unknown: number[] = []
      for (let i = 0; i < 8; i += 1) {
        await putPerson(testApp, {
          username: `known${i}`,
          email: `known${i}@example.com`,
          password: 'a-long-password-5',
        })
      }
      const time = async (email: string, address: string) => {
        const started = performance.now()
        const response = await askReset(testApp, email, address)
        expect(response.statusCode).toBe(200)
        return performance.now() - started
      }
      for (let i = 0; i < 8; i += 1) {
        known.push(await time(`known${i}@example.com`, `192.0.2.${i + 1}`))
        unknown.push(await time(`stranger${i}@example.com`, `192.0.2.${i + 101}`))
      }
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0
      // A relay taking 400 ms per mail would show in the known responses if they waited for it.
      expect(median(known)).toBeLessThan(200)
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100)
      await vi.waitFor(() => expect(smtp.messages.length).toBe(8), { timeout: 15_000 })
    } finally {
      await testApp.close()
      await smtp.stop()
    }
  })
})
