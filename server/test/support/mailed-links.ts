import { expect, vi } from 'vitest'
import { giveAdminEmail } from './account-people.js'
import { type MailingTestApp, mailingTestApp } from './mailing-test-app.js'
import { parseMail } from './mime.js'
import type { CapturedMail } from './smtp-capture.js'

/** The site's address in the links the staff mails carry. */
export const MAILED_LINK_URL = 'http://portal.example'

/**
 * A test app whose mail goes to an SMTP capture, its links to MAILED_LINK_URL; the owner ("admin",
 * named Thandi) gets `ownerEmail`. `close` stops both.
 */
export async function mailedLinksApp(ownerEmail: string): Promise<MailingTestApp> {
  const site = await mailingTestApp({ env: { PUBLIC_URL: MAILED_LINK_URL } })
  await giveAdminEmail(site.testApp, ownerEmail)
  return site
}

/** The mails sent to `email`. */
export const mailsTo = (messages: CapturedMail[], email: string) =>
  messages.filter((message) => message.to.includes(email))

/** The text of the newest mail to `email` after the first `seen` of them, once it has come. */
export async function mailTextTo(
  messages: CapturedMail[],
  email: string,
  seen = 0,
): Promise<string> {
  let text = ''
  await vi.waitFor(
    () => {
      const mail = mailsTo(messages, email).slice(seen).at(-1)
      expect(mail).toBeDefined()
      text = parseMail(mail?.raw ?? '').text
    },
    { timeout: 5000, interval: 50 },
  )
  return text
}

/**
 * The token of the `<origin>/admin-portal/<page>#token` link in a mail's text ('' when there is
 * none); `origin` checks the link points at the site's address.
 */
export const linkTokenIn = (text: string, page: string, origin = '') =>
  new RegExp(`${origin}/admin-portal/${page}#([\\w-]+)`).exec(text)?.[1] ?? ''

/** The token of the `<origin>/admin-portal/<page>` link in the newest mail to `email` after `seen`. */
export async function mailedToken(
  messages: CapturedMail[],
  email: string,
  page: 'reset-password' | 'confirm-email' | 'welcome',
  { seen = 0, origin = '' } = {},
): Promise<string> {
  let token = ''
  await vi.waitFor(
    () => {
      const mail = mailsTo(messages, email).slice(seen).at(-1)
      token = linkTokenIn(parseMail(mail?.raw ?? '').text, page, origin)
      expect(token).not.toBe('')
    },
    { timeout: 5000, interval: 50 },
  )
  return token
}
