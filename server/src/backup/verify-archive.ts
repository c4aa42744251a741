import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { knownMigrations } from '@site/db'
import { isValidObjectKey } from '../storage/object-keys.js'
import { ArchiveError } from './archive-error.js'
import {
  type ArchivedJob,
  archivedJobSchema,
  FORMAT,
  FORMAT_VERSION,
  JOBS_ENTRY,
  MANIFEST_CHECKSUM_ENTRY,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  objectEntry,
  tableEntry,
} from './archive-format.js'
import { readArchive } from './archive-reader.js'
import type { EntrySummary } from './archive-writer.js'

/** The manifest and the jobs file are read into memory: more than this is not one of ours. */
const SMALL_ENTRY_LIMIT = 256 * 1024 * 1024

export interface VerifiedArchive {
  manifest: Manifest
  jobs: ArchivedJob[]
}

/**
 * Reads the whole archive once and checks everything a restore relies on before it writes
 * anything: every entry present with the size and sha256 the manifest gives, nothing else, the
 * manifest itself unchanged, and a schema this code knows. Throws ArchiveError naming the problem.
 */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  const found = await stat(file).catch(() => null)
  if (!found?.isFile()) throw new ArchiveError(`There is no backup file ${file}.`)
  const seen = new Map<string, EntrySummary>()
  const small = new Map<string, Buffer>()
  try {
    for await (const entry of readArchive(file)) {
      if (seen.has(entry.name)) throw new ArchiveError(`${entry.name} is in it twice`)
      const keep = [MANIFEST_ENTRY, MANIFEST_CHECKSUM_ENTRY, JOBS_ENTRY].includes(entry.name)
      if (keep && entry.size > SMALL_ENTRY_LIMIT) {
        throw new ArchiveError(`${entry.name} is too large`)
      }
      const chunks: Buffer[] = []
      for await (const chunk of entry.body) if (keep) chunks.push(chunk)
      if (keep) small.set(entry.name, Buffer.concat(chunks))
      seen.set(entry.name, { size: entry.size, sha256: entry.sha256() })
    }
  } catch (error) {
    throw new ArchiveError(
      `The archive ${file} is damaged or truncated: ${(error as Error).message}. Nothing was changed.`,
    )
  }

  const archiveError = (problem: string) =>
    new ArchiveError(`The archive ${file} ${problem}. Nothing was changed.`)
  const manifestBytes = small.get(MANIFEST_ENTRY)
  const checksum = small.get(MANIFEST_CHECKSUM_ENTRY)?.toString('utf8').trim()
  if (!manifestBytes || !checksum) {
    throw archiveError('is incomplete (no manifest at its end): it was probably truncated')
  }
  if (createHash('sha256').update(manifestBytes).digest('hex') !== checksum) {
    throw archiveError('is damaged: its manifest does not match the manifest checksum')
  }
  const manifest = parseManifest(manifestBytes, archiveError)
  await checkSchema(manifest, archiveError)

  for (const [name, expected] of Object.entries(manifest.entries)) {
    const found = seen.get(name)
    if (!found) throw archiveError(`is incomplete: ${name} is missing`)
    if (found.size !== expected.size || found.sha256 !== expected.sha256) {
      throw archiveError(`is damaged: ${name} does not match its sha256 checksum`)
    }
  }
  for (const name of seen.keys()) {
    if (name !== MANIFEST_ENTRY && name !== MANIFEST_CHECKSUM_ENTRY && !manifest.entries[name]) {
      throw archiveError(`is damaged: it holds ${name}, which its manifest does not list`)
    }
  }
  for (const object of manifest.objects) {
    if (!isValidObjectKey(object.key) || object.entry !== objectEntry(object.key)) {
      throw archiveError(
        `is damaged: it names an object key this site never writes (${object.key})`,
      )
    }
  }
  for (const table of manifest.tables) {
    if (table.entry !== tableEntry(table.name) || !manifest.entries[table.entry]) {
      throw archiveError(`is damaged: the rows of table ${table.name} are not where it says`)
    }
  }
  return { manifest, jobs: parseJobs(small.get(JOBS_ENTRY), archiveError) }
}

function parseManifest(bytes: Buffer, archiveError: (problem: string) => ArchiveError): Manifest {
  let parsed: unknown
  try {
    parsed = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw archiveError('is damaged: its manifest is not JSON')
  }
  const format = (parsed as { format?: unknown; formatVersion?: unknown } | null) ?? {}
  if (format.format !== FORMAT) throw archiveError('is not a backup of this site')
  if (typeof format.formatVersion === 'number' && format.formatVersion > FORMAT_VERSION) {
    throw archiveError(
      `was written by a newer version of the site (archive format ${format.formatVersion}; this one reads ${FORMAT_VERSION}): update this installation first`,
    )
  }
  const result = manifestSchema.safeParse(parsed)
  if (!result.success) throw archiveError('is damaged: its manifest is not readable')
  return result.data
}

async function checkSchema(manifest: Manifest, archiveError: (problem: string) => ArchiveError) {
  const known = await knownMigrations()
  const { migrations, lastMigration } = manifest.schema
  if (migrations > known.length) {
    throw archiveError(
      `comes from a newer version of the site (database schema ${lastMigration}, migration ${migrations}; this one knows ${known.length}): update this installation first`,
    )
  }
  if (migrations === 0 || known[migrations - 1]?.tag !== lastMigration) {
    throw archiveError(`has a database schema this version does not know (${lastMigration})`)
  }
}

function parseJobs(
  bytes: Buffer | undefined,
  archiveError: (problem: string) => ArchiveError,
): ArchivedJob[] {
  const lines = (bytes?.toString('utf8') ?? '').split('\n').filter(Boolean)
  try {
    return lines.map((line) => archivedJobSchema.parse(JSON.parse(line)))
  } catch {
    throw archiveError('is damaged: its list of queued jobs is not readable')
  }
}
