import path from 'node:path'
import { applyMigrations, connectDatabase } from '@site/db'
import { setAdminPassword } from '../admin-auth/admin-accounts.js'
import { loadConfig } from '../config.js'
import { readPassword } from './read-password.js'

// `npm run admin -- set-password <username>` (in the api container:
// `node server/dist/cli/admin.js set-password <username>`): creates the admin account or changes
// its password, and ends its sessions. Without DATABASE_URL it opens the embedded mode's database
// in DATA_DIR, which needs `npm start` to be stopped first.

const USAGE = 'Usage: npm run admin -- set-password <username>'
const MIN_LENGTH = 12

async function main(argv: string[]): Promise<number> {
  const [command, username] = argv
  if (command !== 'set-password' || !username) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  if (!/^[\w.@-]{1,64}$/.test(username)) {
    process.stderr.write('The username must be 1-64 letters, digits or . _ @ -\n')
    return 2
  }
  const config = loadConfig(process.env, { requireServices: false })
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

  const stops: (() => Promise<unknown>)[] = []
  try {
    let url = config.databaseUrl
    if (!url) {
      // Development-only modules, loaded only in the embedded mode.
      const { lockDataDir } = await import('../embedded/data-lock.js')
      const { startSiteDatabase } = await import('../embedded/site-database.js')
      const dataDir = path.resolve(config.dataDir)
      stops.push(await lockDataDir(dataDir))
      const database = await startSiteDatabase(dataDir)
      stops.push(database.stop)
      url = database.url
    }
    const { db, pool } = connectDatabase(url, () => {})
    stops.push(() => pool.end())
    await applyMigrations(db)
    const outcome = await setAdminPassword(db, username, password)
    process.stdout.write(
      outcome === 'created'
        ? `Created the admin account "${username}".\n`
        : `Changed the password of "${username}" and logged out its sessions.\n`,
    )
    return 0
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {})
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
