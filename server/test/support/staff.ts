import { loginAsAdmin } from './admin-session.js'
import { mailedToken } from './mailed-links.js'
import { type MailingTestApp, mailingTestApp } from './mailing-test-app.js'
import type { CapturedMail } from './smtp-capture.js'
import type { TestApp } from './test-app.js'

/** The invite token in the newest mail to `email` at the SMTP capture. */
export const inviteTokenFor = (messages: CapturedMail[], email: string): Promise<string> =>
  mailedToken(messages, email, 'welcome')

/**
 * Invites a person as the owner (`ownerCookie`), accepts the invite from the mail with
 * `password`, and returns their id and session cookie.
 */
export async function addStaff(
  testApp: TestApp,
  ownerCookie: string,
  messages: CapturedMail[],
  person: { name: string; email: string; role: 'owner' | 'office'; password?: string },
): Promise<{ id: string; cookie: string }> {
  const invited = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: { cookie: ownerCookie },
    payload: { name: person.name, email: person.email, role: person.role },
  })
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`)
  const token = await inviteTokenFor(messages, person.email)
  const accepted = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/invites/accept',
    payload: { token, password: person.password ?? 'a-staff-password-77' },
  })
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`)
  const cookie = accepted.cookies[0]
  if (!cookie) throw new Error('accepting set no cookie')
  return { id: invited.json().person.id, cookie: `${cookie.name}=${cookie.value}` }
}

/**
 * A test app with its own mail server (staff mail to office@site.test), the owner signed in
 * (`owner`, a session cookie) and one office member, office@example.com, invited and signed in.
 */
export async function appWithOwnerAndOffice(): Promise<
  MailingTestApp & { owner: string; office: { id: string; cookie: string } }
> {
  const mailing = await mailingTestApp({ env: { MAIL_TO: 'office@site.test' } })
  try {
    const owner = await loginAsAdmin(mailing.testApp)
    const office = await addStaff(mailing.testApp, owner, mailing.smtp.messages, {
      name: 'Office',
      email: 'office@example.com',
      role: 'office',
    })
    return { ...mailing, owner, office }
  } catch (error) {
    await mailing.close()
    throw error
  }
}
