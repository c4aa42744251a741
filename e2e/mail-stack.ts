import type { Browser } from 'playwright-core'
import { expect } from 'vitest'
import { parseMail } from '../server/test/support/mime.js'
import { type CapturedMail, startSmtpCapture } from '../server/test/support/smtp-capture.js'
import { launchBrowser } from './browser.js'
import { type Stack, type StackOptions, serverErrors, startStack } from './stack.js'

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>

export interface MailStack {
  stack: Stack
  smtp: SmtpCapture
  browser: Browser
}

/**
 * A stack behind nginx whose mail goes to an SMTP capture (MAIL_TO quotes@example.com unless
 * `env` says otherwise), and a browser. Stop it with stopMailStack.
 */
export async function startMailStack(
  options: Omit<StackOptions, 'nginx'> & { nginx?: boolean },
): Promise<MailStack> {
  const smtp = await startSmtpCapture()
  try {
    const stack = await startStack({
      nginx: true,
      ...options,
      env: { SMTP_URL: smtp.url, MAIL_TO: 'quotes@example.com', ...options.env },
    })
    return { stack, smtp, browser: await launchBrowser() }
  } catch (error) {
    await smtp.stop()
    throw error
  }
}

/** Closes the browser, checks the API logged no errors, and stops the stack and the capture. */
export async function stopMailStack({ stack, smtp, browser }: Partial<MailStack>): Promise<void> {
  await browser?.close()
  if (stack) expect(await serverErrors(stack.apiLogPath), 'errors in the API log').toEqual([])
  await stack?.stop()
  await smtp?.stop()
}

/** The full `/admin-portal/<page>#token` link in the newest mail to `email`, once it has come. */
export async function mailedLink(
  messages: CapturedMail[],
  email: string,
  page: 'reset-password' | 'confirm-email' | 'welcome',
): Promise<string> {
  let link = ''
  await expect
    .poll(
      () => {
        const mail = messages.findLast((message) => message.to.includes(email))
        const text = parseMail(mail?.raw ?? '').text
        link = new RegExp(`(http\\S+/admin-portal/${page}#[\\w-]+)`).exec(text)?.[1] ?? ''
        return link
      },
      { timeout: 20_000 },
    )
    .not.toBe('')
  return link
}
