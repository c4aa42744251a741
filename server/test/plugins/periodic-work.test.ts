import { completedBackfills, media } from '@site/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKFILLS, PERIODIC_JOBS, RETIRED_SCHEDULES } from '../../src/periodic-work.js'
import { seedMedia } from '../support/seed.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'
import { eventually } from '../support/uploads.js'

const backfillNames = BACKFILLS.map((backfill) => backfill.name).sort()

describe('the one registry of periodic work', () => {
  const apps: TestApp[] = []
  let first: TestApp
  // Items wait in `processing`, so what a fix did stays visible.
  const start = async (env?: Record<string, string>) => {
    const testApp = await buildTestApp({ env, mediaProcessing: { imageConcurrency: 0 } })
    apps.push(testApp)
    return testApp
  }
  beforeAll(async () => {
    first = await start()
  })
  afterAll(async () => {
    for (const testApp of apps.reverse()) await testApp.close()
  })

  const query = async <T>(text: string, values?: unknown[]) =>
    (await first.app.pool.query(text, values)).rows as T[]
  const recorded = async () =>
    (await first.app.db.select({ name: completedBackfills.name }).from(completedBackfills))
      .map((row) => row.name)
      .sort()
  const jobCount = async (name: string) =>
    (await query('select id from pgboss.job where name = $1', [name])).length
  const statusOf = async (id: string) =>
    (await first.app.db.select().from(media).where(eq(media.id, id)))[0]?.status
  /** A ready item with no display copy: shown through its original by versions before 013. */
  const olderItem = async () => {
    const [row] = await seedMedia(first.app.db, [{ derivatives: [] }])
    if (!row) throw new Error('no row')
    return row.id
  }

  it('schedules exactly the jobs it lists, at their times, and no backfill', async () => {
    const scheduled = await query<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule order by name',
    )
    const listed = PERIODIC_JOBS.map(({ name, cron }) => ({ name, cron }))
    expect(scheduled).toEqual(listed.sort((a, b) => a.name.localeCompare(b.name)))
    for (const name of [...backfillNames, ...RETIRED_SCHEDULES]) {
      expect(scheduled.map((row) => row.name)).not.toContain(name)
    }
  })

  it('removes at start-up a schedule an older version made that is no schedule now', async () => {
    await first.app.jobQueue.boss.schedule('media-still-frame-copies', '53 4 * * *')
    await start(first.servicesEnv)
    const names = await query<{ name: string }>('select name from pgboss.schedule')
    expect(names.map((row) => row.name)).not.toContain('media-still-frame-copies')
  })

  it('runs each backfill once per database: recorded, then neither sent nor run again', async () => {
    await eventually(async () => expect(await recorded()).toEqual(backfillNames))
    const id = await olderItem()
    const sent = await Promise.all(backfillNames.map(jobCount))
    await start(first.servicesEnv)
    expect(await Promise.all(backfillNames.map(jobCount))).toEqual(sent)

    // A job left over from the daily schedule of an older version finds it done.
    const leftOver = await first.app.jobQueue.boss.send('media-public-copies', {})
    await eventually(async () =>
      expect(await query('select state from pgboss.job where id = $1', [leftOver])).toEqual([
        { state: 'completed' },
      ]),
    )
    expect(await statusOf(id)).toBe('ready')
  })

  it('runs it again at the next start on a database without its record (an old archive restored)', async () => {
    const id = await olderItem()
    await first.app.db
      .delete(completedBackfills)
      .where(eq(completedBackfills.name, 'media-public-copies'))
    await start(first.servicesEnv)
    await eventually(async () => expect(await statusOf(id)).toBe('processing'))
    await eventually(async () => expect(await recorded()).toEqual(backfillNames))
  })
})
