import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { connectDatabase } from '@site/db'
import { decryptFile, isAgeEncrypted } from '../backup/age-archive.js'
import { ArchiveError } from '../backup/archive-error.js'
import { restoreBackup } from '../backup/restore-backup.js'
import { verifyArchive } from '../backup/verify-archive.js'
import { loadConfig } from '../config.js'
import { createObjectStore } from '../storage/object-store.js'
import { runCommand, USAGE_ERROR } from './run-command.js'
import { servicesToRestoreInto } from './site-services.js'
import { usageProblem } from './usage-problem.js'

// `npm run restore -- FILE` (in the api container: `node server/dist/cli/restore.js FILE`): fills
// an empty site from a backup (docs/decisions/027-backup-and-restore.md). Configured like the
// API; without DATABASE_URL it fills an empty or absent DATA_DIR, with the site stopped. An
// archive encrypted with age (nightly backups with BACKUP_AGE_RECIPIENT) needs --identity FILE.

const USAGE =
  'Usage: npm run restore -- FILE [--identity AGE_IDENTITY_FILE]  (in the api container: node server/dist/cli/restore.js FILE ...)'

runCommand(async (argv) => {
  let positionals: string[]
  let identity: string | undefined
  try {
    const parsed = parseArgs({
      args: argv,
      options: { identity: { type: 'string' } },
      strict: true,
      allowPositionals: true,
    })
    positionals = parsed.positionals
    identity = parsed.values.identity
  } catch (error) {
    process.stderr.write(`${usageProblem(error)}. ${USAGE}\n`)
    return USAGE_ERROR
  }
  if (positionals.length !== 1 || !positionals[0]) {
    process.stderr.write(`Give exactly one backup file. ${USAGE}\n`)
    return USAGE_ERROR
  }
  const given = path.resolve(positionals[0])
  const config = loadConfig(process.env, { requireServices: false })
  // Every error about the archive comes before anything (even DATA_DIR) is touched.
  let decrypted: string | undefined
  try {
    if (await isAgeEncrypted(given)) decrypted = await decryptedCopy(given, identity)
    const file = decrypted ?? given
    const verified = await verifyArchive(file)
    return await restoreInto(config, file, verified)
  } finally {
    if (decrypted) await rm(path.dirname(decrypted), { recursive: true, force: true })
  }
})

/** The plain archive of an age-encrypted one, in a folder of its own (removed by the caller). */
async function decryptedCopy(file: string, identity: string | undefined): Promise<string> {
  if (!identity) {
    throw new ArchiveError(
      `The archive ${file} is encrypted with age: give the identity file that opens it with --identity FILE. Nothing was changed.`,
    )
  }
  const identityFile = path.resolve(identity)
  const identityText = await readFile(identityFile, 'utf8').catch(() => {
    throw new ArchiveError(`There is no identity file ${identityFile}. Nothing was changed.`)
  })
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-restore-'))
  const plain = path.join(dir, 'archive.tar')
  try {
    await decryptFile(file, plain, identityText, identityFile)
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return plain
}

async function restoreInto(
  config: ReturnType<typeof loadConfig>,
  file: string,
  verified: Awaited<ReturnType<typeof verifyArchive>>,
): Promise<number> {
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
}
