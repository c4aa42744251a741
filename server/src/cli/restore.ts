import path from 'node:path'
import { parseArgs } from 'node:util'
import { connectDatabase } from '@site/db'
import { restoreBackup } from '../backup/restore-backup.js'
import { verifyArchive } from '../backup/verify-archive.js'
import { loadConfig } from '../config.js'
import { createObjectStore } from '../storage/object-store.js'
import { runCommand, USAGE_ERROR } from './run-command.js'
import { servicesToRestoreInto } from './site-services.js'
import { usageProblem } from './usage-problem.js'

// `npm run restore -- FILE` (in the api container: `node server/dist/cli/restore.js FILE`): fills
// an empty site from a backup (docs/decisions/027-backup-and-restore.md). Configured like the
// API; without DATABASE_URL it fills an empty or absent DATA_DIR, with the site stopped.

const USAGE =
  'Usage: npm run restore -- FILE  (in the api container: node server/dist/cli/restore.js FILE)'

runCommand(async (argv) => {
  let positionals: string[]
  try {
    positionals = parseArgs({
      args: argv,
      options: {},
      strict: true,
      allowPositionals: true,
    }).positionals
  } catch (error) {
    process.stderr.write(`${usageProblem(error)}. ${USAGE}\n`)
    return USAGE_ERROR
  }
  if (positionals.length !== 1 || !positionals[0]) {
    process.stderr.write(`Give exactly one backup file. ${USAGE}\n`)
    return USAGE_ERROR
  }
  const file = path.resolve(positionals[0])
  const config = loadConfig(process.env, { requireServices: false })
  // Every refusal about the archive comes before anything (even DATA_DIR) is touched.
  const verified = await verifyArchive(file)
  const services = await servicesToRestoreInto(config)
  const { db, pool } = connectDatabase(services.databaseUrl, () => {}, { max: 2 })
  let restored = false
  try {
    const manifest = await restoreBackup(
      { db, pool, storage: createObjectStore(services.s3) },
      file,
      verified,
    )
    restored = true
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
    process.stdout.write(
      `Restored ${rows} rows, ${manifest.objects.length} objects and ${manifest.jobs.count} queued jobs from ${file} (taken ${manifest.createdAt}).\n`,
    )
    return 0
  } finally {
    await pool.end().catch(() => {})
    if (restored) await services.close()
    else await services.discard()
  }
})
