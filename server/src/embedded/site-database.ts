import path from 'node:path'
import pg from 'pg'
import { findFreePort } from './ports.js'
import { startEmbeddedPostgres } from './postgres.js'

const DATABASE_NAME = 'site'

/**
 * The embedded mode's database: PostgreSQL on `<dataDir>/pg` and its `site` database, created on
 * first use. The caller must hold the data folder's lock (`lockDataDir`).
 */
export async function startSiteDatabase(
  dataDir: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pg'),
    port: await findFreePort(),
  })
  try {
    await createDatabaseIfMissing(postgres.url, DATABASE_NAME)
  } catch (error) {
    await postgres.stop()
    throw error
  }
  return { url: postgres.urlFor(DATABASE_NAME), stop: postgres.stop }
}

async function createDatabaseIfMissing(maintenanceUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl })
  client.on('error', () => {})
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}
