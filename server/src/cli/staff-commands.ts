import type { Config } from '../config.js'
import { listStaff } from '../staff/staff-accounts.js'
import { findAccount, resetPassword } from '../staff-auth/admin-accounts.js'
import { passwordProblem } from '../staff-auth/password-policy.js'
import { withSiteDatabase } from './open-site-database.js'
import { readPassword } from './read-password.js'

/**
 * `reset-password <name>`: the way in when no mail works. Sets a new password (read from standard
 * input, unechoed at a terminal) for an existing account, found by username or e-mail address,
 * and ends all its sessions. It never creates an account.
 */
export async function resetPasswordCommand(name: string, config: Config): Promise<number> {
  return withSiteDatabase(config, async (db) => {
    const account = await findAccount(db, name)
    if (!account) {
      process.stderr.write(
        `There is no account "${name}". See the accounts with: npm run admin -- list-staff\nNothing changed.\n`,
      )
      return 1
    }
    const password = await readPassword(`New password for ${account.username}: `)
    const problem = passwordProblem(password)
    if (problem) {
      process.stderr.write(`${problem} Nothing changed.\n`)
      return 1
    }
    await resetPassword(db, account, password)
    process.stdout.write(
      `Set a new password for "${account.username}" and signed it out everywhere.\n`,
    )
    return 0
  })
}

/** `list-staff`: every account with its name, e-mail address, role and state. */
export async function listStaffCommand(config: Config): Promise<number> {
  const people = await withSiteDatabase(config, (db) => listStaff(db))
  if (people.length === 0) {
    process.stdout.write(
      'There are no accounts yet: the first start with ADMIN_PASSWORD makes one.\n',
    )
    return 0
  }
  const rows = [
    ['USERNAME', 'NAME', 'E-MAIL', 'ROLE', 'STATE'],
    ...people.map((p) => [p.username, p.name, p.email ?? '-', p.role, p.state]),
  ]
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
  for (const row of rows) {
    process.stdout.write(
      `${row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd()}\n`,
    )
  }
  return 0
}
