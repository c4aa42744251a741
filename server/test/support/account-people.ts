import type { StaffRole } from '@site/contract/admin-session'
import { staffAccounts } from '@site/db'
import { eq } from 'drizzle-orm'
import { hashPassword } from '../../src/staff-auth/passwords.js'
import type { TestApp } from './test-app.js'

export interface AccountPerson {
  username: string
  email: string
  role?: StaffRole
  password?: string
  name?: string
  invited?: boolean
  locked?: boolean
}

/** Puts an account straight into the database (no invite mail); returns its id. */
export async function putPerson(testApp: TestApp, person: AccountPerson): Promise<string> {
  const [row] = await testApp.app.db
    .insert(staffAccounts)
    .values({
      username: person.username,
      email: person.email,
      role: person.role ?? 'office',
      displayName: person.name ?? person.username,
      passwordHash: person.password ? await hashPassword(person.password) : null,
      invitedAt: person.invited ? new Date() : null,
      lockedAt: person.locked ? new Date() : null,
    })
    .returning({ id: staffAccounts.id })
  if (!row) throw new Error('no row')
  return row.id
}

/** Gives the test admin (made from ADMIN_PASSWORD) an e-mail address and a name. */
export async function giveAdminEmail(testApp: TestApp, email: string, name = 'Thandi') {
  await testApp.app.db
    .update(staffAccounts)
    .set({ email, displayName: name })
    .where(eq(staffAccounts.username, 'admin'))
}

/** Signs in with a password; returns the `cookie` header value. */
export async function signIn(
  testApp: TestApp,
  username: string,
  password: string,
  userAgent?: string,
): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: userAgent ? { 'user-agent': userAgent } : {},
    payload: { username, password },
  })
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`)
  }
  const cookie = response.cookies[0]
  if (!cookie) throw new Error('sign-in set no cookie')
  return `${cookie.name}=${cookie.value}`
}

/** The status of a request with `cookie` to a page every signed-in person may open. */
export async function sessionStatus(testApp: TestApp, cookie: string): Promise<number> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/admin/account',
    headers: { cookie },
  })
  return response.statusCode
}

/** The kinds in the security log, oldest first. */
export async function loggedKinds(testApp: TestApp): Promise<string[]> {
  const result = await testApp.app.pool.query<{ kind: string }>(
    'select kind from security_events order by at, id',
  )
  return result.rows.map((row) => row.kind)
}
