import { mailedToken } from './mailed-links.js'
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
