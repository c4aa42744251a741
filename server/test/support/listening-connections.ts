import type pg from 'pg'

/**
 * Ends every process's connection that listens on `channel` (named `listen <channels>` by
 * src/shared/listening-connection.ts) to the pool's database, as a PostgreSQL restart would. Only
 * that database's: the other worker's apps share the server.
 */
export async function cutListeningConnections(pool: pg.Pool, channel: string): Promise<void> {
  await pool.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
     where application_name like $1 and datname = current_database()`,
    [`listen %${channel}%`],
  )
}
