import type pg from 'pg'
import type PgBoss from 'pg-boss'

/**
 * Queues a job through `client`, the connection of the transaction that writes what the job is
 * about: a committed row always has its job, a rolled-back one never does.
 */
export async function sendInTransaction(
  boss: PgBoss,
  client: pg.PoolClient,
  queue: string,
  data: object,
  options: PgBoss.SendOptions,
): Promise<void> {
  const jobId = await boss.send(queue, data, {
    ...options,
    db: { executeSql: (text, values) => client.query(text, values) },
  })
  if (!jobId) throw new Error(`the job queue "${queue}" does not exist`)
}
