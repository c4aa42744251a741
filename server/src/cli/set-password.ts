import { setAdminPassword } from '../admin-auth/admin-accounts.js'
import type { Config } from '../config.js'
import { withSiteDatabase } from './open-site-database.js'
import { readPassword } from './read-password.js'
import { USAGE_ERROR } from './run-command.js'

const MIN_LENGTH = 12

/**
 * `set-password <username>`: creates the admin account or changes its password (read from
 * standard input, unechoed at a terminal), and ends its sessions.
 */
export async function setPasswordCommand(username: string, config: Config): Promise<number> {
  if (!/^[\w.@-]{1,64}$/.test(username)) {
    process.stderr.write('The username must be 1-64 letters, digits or . _ @ -\n')
    return USAGE_ERROR
  }
  if (config.admin.password && config.admin.username === username) {
    process.stderr.write(
      'Note: ADMIN_PASSWORD is set, so the next start of the API sets that password again.\n',
    )
  }
  const password = await readPassword(`New password for ${username}: `)
  if (password.length < MIN_LENGTH) {
    process.stderr.write(
      `The password must be at least ${MIN_LENGTH} characters. Nothing changed.\n`,
    )
    return 1
  }
  const outcome = await withSiteDatabase(config, (db) => setAdminPassword(db, username, password))
  process.stdout.write(
    outcome === 'created'
      ? `Created the admin account "${username}".\n`
      : `Changed the password of "${username}" and logged out its sessions.\n`,
  )
  return 0
}
