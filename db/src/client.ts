import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as media from './schema/media.js'
import * as staffAccounts from './schema/staff-accounts.js'

const schema = { ...media, ...staffAccounts }

export type Database = NodePgDatabase<typeof schema>

/** A transaction of `Database`, for helpers that take part in one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface DatabaseConnection {
  db: Database
  pool: pg.Pool
}

/**
 * Opens a connection pool. Connections are made lazily, so this succeeds while the database is
 * still down; queries fail until it answers.
 */
export function connectDatabase(
  url: string,
  onPoolError: (error: Error) => void,
  options: {
    max?: number
    /** Runs on each new connection before the pool hands it out (session setup, LISTEN). */
    onConnect?: (client: pg.ClientBase) => Promise<unknown>
  } = {},
): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    onConnect: options.onConnect,
  })
  // Without a listener, an idle client losing its server (a restart, a shutdown) crashes the process.
  pool.on('error', onPoolError)
  return { db: drizzle(pool, { schema, casing: 'snake_case' }), pool }
}

/**
 * Runs `work` in one transaction on one connection of `pool`, giving it both the Drizzle handle
 * and the raw connection, for libraries that must write in the same transaction with their own
 * SQL (pg-boss's `send(..., { db })`). Commits when `work` resolves, rolls back when it throws.
 */
export async function transactionOnClient<T>(
  pool: pg.Pool,
  work: (tx: Database, client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  try {
    const db: Database = drizzle(client, { schema, casing: 'snake_case' })
    return await db.transaction((tx) => work(tx, client))
  } finally {
    client.release()
  }
}
