import type pg from 'pg'
import type PgBoss from 'pg-boss'
import { BACKFILLS } from '../periodic-work.js'
import type { ArchivedJob } from './archive-format.js'

/**
 * The job queue's unfinished jobs (created, waiting to retry, or running) in the snapshot, except
 * the periodic ones, which the API schedules again whenever it starts, and the one-time fixes,
 * which it sends again at each start until the database records them as done. Read from pg-boss's
 * own table by the same code version that runs it; given back through its public `send`.
 * Ordered by what a restore keeps (when each may start, to the millisecond; its queue; its data),
 * so a backup of the restored site lists them as the original's did: jobs requeued in one
 * transaction share a `created_on`, and their new ids are random.
 */
export async function pendingJobs(client: pg.ClientBase): Promise<ArchivedJob[]> {
  const exists = await client.query<{ table: string | null }>(
    "select to_regclass('pgboss.job')::text as table",
  )
  if (!exists.rows[0]?.table) return []
  const result = await client.query<{
    queue: string
    data: unknown
    priority: number
    retry_limit: number
    retry_delay: number
    retry_backoff: boolean
    expire_in_seconds: string
    singleton_key: string | null
    start_after: Date
  }>(
    `select name as queue, data, priority, retry_limit, retry_delay, retry_backoff,
            extract(epoch from expire_in)::bigint::text as expire_in_seconds, singleton_key,
            start_after
       from pgboss.job
      where state in ('created', 'retry', 'active')
        and name not in (select name from pgboss.schedule)
        and name <> all($1::text[])
      order by date_trunc('milliseconds', start_after), name, data::text, created_on, id`,
    [BACKFILLS.map((backfill) => backfill.name)],
  )
  return result.rows.map((row) => ({
    queue: row.queue,
    data: row.data,
    priority: row.priority,
    retryLimit: row.retry_limit,
    retryDelay: row.retry_delay,
    retryBackoff: row.retry_backoff,
    expireInSeconds: Math.max(1, Number(row.expire_in_seconds)),
    singletonKey: row.singleton_key,
    startAfter: row.start_after.toISOString(),
  }))
}

/**
 * Queues the jobs again through `client`, the connection of the restore's transaction: they exist
 * exactly when the rows they are about were restored. Their queues must exist (`createQueue`).
 */
export async function requeueJobs(
  boss: PgBoss,
  client: pg.ClientBase,
  jobs: ArchivedJob[],
): Promise<void> {
  const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) }
  for (const job of jobs) {
    const id = await boss.send(job.queue, (job.data ?? {}) as object, {
      priority: job.priority,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelay,
      retryBackoff: job.retryBackoff,
      expireInSeconds: job.expireInSeconds,
      ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
      startAfter: new Date(job.startAfter),
      db,
    })
    if (!id) throw new Error(`the job queue did not take a job of "${job.queue}"`)
  }
}
