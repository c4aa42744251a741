import { expect } from 'vitest'
import { parseMail } from '../server/test/support/mime.js'
import {
  type CapturedMail,
  type SmtpCapture,
  startSmtpCapture,
} from '../server/test/support/smtp-capture.js'
import { launchBrowser } from './browser.js'
import { type BrowserStack, stopBrowserStack } from './browser-stack.js'
import { type StackOptions, startStack } from './stack.js'

export interface MailStack extends BrowserStack {
  smtp: SmtpCapture
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
export async function stopMailStack({ smtp, ...stack }: Partial<MailStack>): Promise<void> {
  await stopBrowserStack(stack)
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
