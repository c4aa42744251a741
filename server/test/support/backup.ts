import { createHash, randomUUID } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import pg from 'pg'
import tar from 'tar-stream'
import { createObjectStore, type ObjectStore } from '../../src/storage/object-store.js'
import { runEntry } from './run-entry.js'
import { createTestDatabase } from './test-app.js'

/** Runs the built backup or restore CLI to its end. */
export async function runBackupCli(
  entry: 'backup.js' | 'restore.js',
  args: string[],
  env: Record<string, string>,
) {
  const run = runEntry(`cli/${entry}`, env, args)
  const code = await run.exited
  return { code, output: run.output() }
}

/** The store of a `DATABASE_URL` / `S3_*` environment. */
export function storeOf(env: Record<string, string>): ObjectStore {
  return createObjectStore({
    endpoint: env.S3_ENDPOINT ?? '',
    accessKey: env.S3_ACCESS_KEY ?? '',
    secretKey: env.S3_SECRET_KEY ?? '',
    bucket: env.S3_BUCKET ?? 'media',
    region: 'us-east-1',
  })
}

/** A new empty database and a bucket name not used yet, on the same servers as `like`. */
export async function emptyTarget(like: Record<string, string>): Promise<Record<string, string>> {
  return {
    ...like,
    DATABASE_URL: await createTestDatabase(),
    S3_BUCKET: `restore-${randomUUID().slice(0, 8)}`,
  }
}

/**
 * Everything a site holds, for comparing two: every row of every table of the app's schema (as
 * PostgreSQL's text of the whole row, sorted), and every object's sha256 and type.
 */
export async function siteContents(env: Record<string, string>) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  const rows: Record<string, string[]> = {}
  try {
    await client.query("set timezone = 'UTC'")
    const tables = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    )
    for (const { name } of tables.rows) {
      const result = await client.query<{ row: string }>(
        `select t::text as row from public.${client.escapeIdentifier(name)} t order by 1`,
      )
      rows[name] = result.rows.map((row) => row.row)
    }
  } finally {
    await client.end()
  }
  const store = storeOf(env)
  const objects: Record<string, { sha256: string; contentType: string }> = {}
  const bucketExists = await store.bucketExists()
  if (bucketExists) {
    for (const key of await store.listObjectKeys()) {
      const bytes = await store.readObjectBytes(key)
      const described = await store.describeObject(key)
      objects[key] = {
        sha256: createHash('sha256').update(bytes).digest('hex'),
        contentType: described?.contentType ?? '',
      }
    }
  }
  return { rows, objects, bucketExists }
}

/**
 * Where each entry's bytes start in a ustar archive, by the name in its own header (a longer name
 * is in a pax header before it and not read here).
 */
export function entryOffsets(archive: Buffer): Map<string, { start: number; size: number }> {
  const offsets = new Map<string, { start: number; size: number }>()
  for (let at = 0; at + 512 <= archive.length; ) {
    const header = archive.subarray(at, at + 512)
    if (header.every((byte) => byte === 0)) break
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '')
    const size = Number.parseInt(header.subarray(124, 136).toString('ascii').trim(), 8)
    offsets.set(name, { start: at + 512, size })
    at += 512 + Math.ceil(size / 512) * 512
  }
  return offsets
}

/**
 * Copies an archive as a forger would: `entry` may rewrite any entry's bytes and `manifest` the
 * manifest, whose sizes, checksums and own checksum are then made to match again.
 */
export async function rewriteArchive(
  from: string,
  to: string,
  change: {
    entry?: (name: string, body: Buffer) => Buffer
    manifest?: (manifest: Record<string, unknown>) => void
  },
): Promise<void> {
  const extract = tar.extract()
  Readable.from(await readFile(from)).pipe(extract)
  const entries: { header: tar.Header; body: Buffer }[] = []
  for await (const entry of extract) {
    const parts: Buffer[] = []
    for await (const chunk of entry) parts.push(chunk as Buffer)
    const body = Buffer.concat(parts)
    entries.push({ header: entry.header, body: change.entry?.(entry.header.name, body) ?? body })
  }
  const manifestEntry = entries.find((entry) => entry.header.name === 'manifest.json')
  const checksumEntry = entries.find((entry) => entry.header.name === 'manifest.json.sha256')
  if (!manifestEntry || !checksumEntry) throw new Error('no manifest')
  const manifest = JSON.parse(manifestEntry.body.toString('utf8'))
  for (const { header, body } of entries) {
    if (manifest.entries[header.name]) {
      manifest.entries[header.name] = {
        size: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
      }
    }
  }
  change.manifest?.(manifest)
  manifestEntry.body = Buffer.from(JSON.stringify(manifest))
  checksumEntry.body = Buffer.from(
    `${createHash('sha256').update(manifestEntry.body).digest('hex')}\n`,
  )

  const pack = tar.pack()
  const chunks: Buffer[] = []
  const packed = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer)
  })()
  for (const { header, body } of entries) pack.entry({ ...header, size: body.length }, body)
  pack.finalize()
  await packed
  await writeFile(to, Buffer.concat(chunks))
}
