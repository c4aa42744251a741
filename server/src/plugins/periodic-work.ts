import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BACKFILLS, type Backfill, PERIODIC_JOBS, RETIRED_SCHEDULES } from '../periodic-work.js'
import { completedBackfillNames, recordBackfillDone } from '../shared/completed-backfills.js'

/**
 * Registers the one registry of periodic work (periodic-work.ts) with the job queue: the
 * schedules, and the one-time fixes this database has not had yet, sent once at start-up. The
 * only caller of `addSchedule`; registered after the plugins whose services the work uses.
 */
export default fp(
  async (app) => {
    for (const job of PERIODIC_JOBS) {
      app.jobQueue.addSchedule(job.name, {
        cron: job.configuredCron?.(app) ?? job.cron,
        atStartup: job.atStartup,
        run: async () => {
          const removed = await job.run(app)
          if (removed) app.log.info({ job: job.name, removed }, `periodic work: ${job.purpose}`)
        },
      })
    }
    for (const backfill of BACKFILLS) {
      app.jobQueue.addQueue(backfill.name, { handler: () => runBackfill(app, backfill) })
    }

    app.readiness.addStartupTask('periodic work', async () => {
      const boss = app.jobQueue.boss
      for (const name of RETIRED_SCHEDULES) await boss.unschedule(name)
      // Processes starting at once may each send one: the fixes are safe to run twice.
      const done = await completedBackfillNames(app.db)
      for (const backfill of BACKFILLS) {
        if (!done.has(backfill.name)) await boss.send(backfill.name, {})
      }
    })
  },
  {
    name: 'periodic-work',
    dependencies: [
      'database',
      'storage',
      'readiness',
      'job-queue',
      'auth',
      'media-processing',
      'nightly-backup',
      'owner-alerts',
    ],
  },
)

async function runBackfill(app: FastifyInstance, backfill: Backfill): Promise<void> {
  // A job sent before another process recorded it as done.
  if ((await completedBackfillNames(app.db)).has(backfill.name)) return
  const log = app.log.child({ backfill: backfill.name })
  try {
    const { fixed, left } = await backfill.run(app)
    if (left === 0) {
      await recordBackfillDone(app.db, backfill.name)
      log.info({ fixed }, `one-time fix done: ${backfill.purpose}`)
    } else {
      log.warn({ fixed, left }, 'one-time fix unfinished: tried again at the next start')
    }
  } catch (error) {
    log.warn({ err: error }, 'one-time fix failed')
    throw error
  }
}
