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
   * one job per due time, so with several API processes the work still runs once. Called only
   * by plugins/periodic-work.ts, for the jobs of the one registry (src/periodic-work.ts).
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
    // pg-boss records a job's completion or failure without awaiting it, and its stop() gives up
    // on handlers after its time-out or lets one start from a fetch already under way; the pool
    // must not end under any of that work (an unhandled rejection). So the queue's own queries and
    // every handler are tracked, and closing waits until none is left.
    const inFlight = new Set<Promise<unknown>>()
    const track = <T>(work: Promise<T>): Promise<T> => {
      inFlight.add(work)
      work.then(
        () => inFlight.delete(work),
        () => inFlight.delete(work),
      )
      return work
    }
    const executeSql = (text: string, values?: unknown[]) => track(app.pool.query(text, values))

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
          if (worker) {
            await startWorker(boss, name, {
              ...worker,
              handler: (job) => track(worker.handler(job)),
            })
          }
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
      // Settling one may start another (a handler's failure is recorded by a query). Bounded, so a
      // stuck handler cannot keep the process from stopping.
      const drained = (async () => {
        while (inFlight.size > 0) await Promise.allSettled([...inFlight])
      })()
      const gaveUp = await Promise.race([
        drained.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(resolve, 30_000, true).unref()),
      ])
      if (gaveUp) app.log.warn(`${inFlight.size} job(s) still running as the API stops`)
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
