import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { connectDatabase } from '@site/db'
import { appVersion } from '../app-version.js'
import { writeBackup } from '../backup/write-backup.js'
import { loadConfig } from '../config.js'
import { createObjectStore } from '../storage/object-store.js'
import { runCommand, USAGE_ERROR } from './run-command.js'
import { servicesToBackUp } from './site-services.js'
import { usageProblem } from './usage-problem.js'

// `npm run backup -- --out FILE` (in the api container: `node server/dist/cli/backup.js --out
// FILE`): one archive of the database, every object and a manifest, taken while the site runs
// (docs/decisions/027-backup-and-restore.md). Configured like the API; without DATABASE_URL it
// backs up the embedded mode's DATA_DIR, running or not.

const USAGE =
  'Usage: npm run backup -- --out FILE  (in the api container: node server/dist/cli/backup.js --out FILE)'

runCommand(async (argv) => {
  let out: string | undefined
  try {
    out = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true }).values.out
  } catch (error) {
    process.stderr.write(`${usageProblem(error)}. ${USAGE}\n`)
    return USAGE_ERROR
  }
  if (!out) {
    process.stderr.write(`Missing --out FILE. ${USAGE}\n`)
    return USAGE_ERROR
  }
  const file = path.resolve(out)
  if (existsSync(file)) {
    process.stderr.write(`${file} already exists: choose a new file name for the backup.\n`)
    return 1
  }
  const config = loadConfig(process.env, { requireServices: false })
  const services = await servicesToBackUp(config)
  const { db, pool } = connectDatabase(services.databaseUrl, () => {}, { max: 2 })
  try {
    const manifest = await writeBackup(
      { db, pool, storage: createObjectStore(services.s3) },
      file,
      await appVersion(),
    )
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
    const bytes = Object.values(manifest.entries).reduce((sum, entry) => sum + entry.size, 0)
    process.stdout.write(
      `Backed up ${rows} rows of ${manifest.tables.length} tables, ${manifest.objects.length} objects and ${manifest.jobs.count} queued jobs (${(bytes / 1e6).toFixed(1)} MB) to ${file}\n`,
    )
    if (manifest.missingObjects.length > 0) {
      process.stderr.write(
        `Warning: rows name ${manifest.missingObjects.length} file(s) the bucket does not have (already missing before this backup): ${manifest.missingObjects.slice(0, 5).join(', ')}\n`,
      )
    }
    return 0
  } finally {
    await pool.end().catch(() => {})
    await services.close()
  }
})
