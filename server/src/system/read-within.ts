import { type Database, transactionOnClient } from '@site/db'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { withTimeout } from '../with-timeout.js'

/**
 * Runs the reads of `work` in one read-only transaction that PostgreSQL itself ends after `ms`
 * (statement_timeout: a read waiting on a lock gives its connection back), and gives up waiting
 * for a connection or a network that does not answer a little later. Null when it did not finish.
 */
export async function readWithin<T>(
  pool: pg.Pool,
  ms: number,
  work: (db: Database) => Promise<T>,
): Promise<T | null> {
  try {
    return await withTimeout(
      transactionOnClient(pool, async (tx) => {
        await tx.execute(sql.raw(`set transaction read only`))
        await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(ms)}`))
        return work(tx)
      }),
      ms + 250,
      'database',
    )
  } catch {
    return null
  }
}
