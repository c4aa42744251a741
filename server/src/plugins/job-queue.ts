import fp from 'fastify-plugin'
import PgBoss from 'pg-boss'

export interface QueueWorker<T extends object> {
  /** Seconds between polls for new jobs (pg-boss's default is 2). */
  pollingIntervalSeconds?: number
  /** Jobs this process runs at once (default 1): one pg-boss worker each. */
  concurrency?: number
  handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>
}

export interface PeriodicTask {
  /** When, as a cron expression in UTC (pg-boss checks once a minute). */
  cron: string
  /** Also once when the API starts (for work that piled up while it was stopped). */
  atStartup?: boolean
  run: () => Promise<void>
}

export interface JobQueue {
  /** Declares a queue, and the worker of this process that runs its jobs, before start-up. */
  addQueue<T extends object>(name: string, worker?: QueueWorker<T>): void
  /**
   * Declares periodic work, before start-up. pg-boss keeps the schedule in PostgreSQL and sends
   * one job per due time, so with several API processes the work still runs once.
   */
  addSchedule(name: string, task: PeriodicTask): void
  /** The started pg-boss instance (requests only arrive once start-up tasks are done). */
  readonly boss: PgBoss
}

declare module 'fastify' {
  interface FastifyInstance {
    jobQueue: JobQueue
  }
}

/**
 * The PostgreSQL job queue (pg-boss, in its own `pgboss` schema, which it creates and migrates
 * itself) on the app's connection pool. Workers run inside the API process.
 */
export default fp(
  async (app) => {
    const queues = new Map<string, QueueWorker<object> | undefined>()
    const schedules = new Map<string, PeriodicTask>()
    let started: PgBoss | undefined
    let closed = false
    // pg-boss records a job's completion or failure without awaiting it, so its stop() can resolve
    // while that query still runs; the pool must not end under it (an unhandled rejection).
    const queries = new Set<Promise<unknown>>()
    const executeSql = (text: string, values?: unknown[]) => {
      const query = app.pool.query(text, values)
      queries.add(query)
      query.then(
        () => queries.delete(query),
        () => queries.delete(query),
      )
      return query
    }

    app.decorate('jobQueue', {
      addQueue(name, worker) {
        queues.set(name, worker as QueueWorker<object> | undefined)
      },
      addSchedule(name, task) {
        schedules.set(name, task)
        queues.set(name, {
          handler: async () => {
            try {
              await task.run()
            } catch (error) {
              app.log.warn({ err: error }, `periodic task "${name}" failed`)
              throw error
            }
          },
        })
      },
      get boss() {
        if (!started) throw new Error('the job queue has not started')
        return started
      },
    } satisfies JobQueue)

    app.readiness.addStartupTask('job queue', async () => {
      // A pg-boss whose start failed cannot be started again: make a new one for each try.
      const boss = new PgBoss({
        db: { executeSql },
      })
      boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'))
      await boss.start()
      try {
        for (const [name, worker] of queues) {
          await boss.createQueue(name)
          if (worker) await startWorker(boss, name, worker)
        }
        for (const [name, task] of schedules) {
          await boss.schedule(name, task.cron)
          // One start-up run however many processes start at once.
          if (task.atStartup)
            await boss.send(name, {}, { singletonKey: 'startup', singletonSeconds: 60 })
        }
      } catch (error) {
        await boss.stop({ graceful: false }).catch(() => {})
        throw error
      }
      started = boss
      if (closed) await boss.stop({ graceful: false })
    })

    app.addHook('onClose', async () => {
      closed = true
      await started?.stop({ graceful: true, timeout: 10_000, wait: true })
      await Promise.allSettled(queries)
    })
  },
  { name: 'job-queue', dependencies: ['database', 'readiness'] },
)

async function startWorker(boss: PgBoss, name: string, worker: QueueWorker<object>) {
  const polling = worker.pollingIntervalSeconds
  // pg-boss 10 has no per-worker concurrency: each `work` call fetches and runs one job at a time.
  for (let i = 0; i < (worker.concurrency ?? 1); i++) {
    await boss.work<object>(
      name,
      { includeMetadata: true, ...(polling ? { pollingIntervalSeconds: polling } : {}) },
      async ([job]) => {
        if (job) await worker.handler(job)
      },
    )
  }
}
