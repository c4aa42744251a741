import { applyMigrations, connectDatabase } from '@site/db'
import { loadConfig } from './config.js'
import { exitWithStartupError } from './startup-errors.js'

// One-shot migration run (compose's `migrate` service). The API also migrates at start-up.
try {
  const config = loadConfig(process.env)
  const { db, pool } = connectDatabase(config.databaseUrl, () => {})
  try {
    await applyMigrations(db)
    process.stdout.write('Database migrations are up to date.\n')
  } finally {
    await pool.end()
  }
} catch (error) {
  exitWithStartupError(error)
}
