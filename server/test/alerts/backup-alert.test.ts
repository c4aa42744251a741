import { alerts, backupRuns } from '@site/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const HOUR = 60 * 60 * 1000

describe('the backup alert', () => {
  let testApp: TestApp
  const start = Date.now()
  const at = (hours: number) => new Date(start + hours * HOUR)
  const openKinds = async () =>
    (await testApp.app.db.select().from(alerts))
      .filter((row) => row.endedAt === null)
      .map((row) => `${row.kind}: ${row.title}`)
  const run = (startedAt: Date, ok: boolean) =>
    testApp.app.db.insert(backupRuns).values({
      startedAt,
      finishedAt: startedAt,
      localOk: ok,
      verified: ok,
      error: ok ? null : 'The backup could not be written to /backups: the disk is full',
    })

  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp?.close())

  it('leaves a new site alone until it has run for 26 hours without a backup', async () => {
    await testApp.app.ownerAlerts.check(at(25))
    expect(await openKinds()).toEqual([])
    await testApp.app.ownerAlerts.check(at(27))
    expect(await openKinds()).toEqual(['backup: No backup has been made for over a day'])
  })

  it('a good night ends it; 26 hours after it, none since is an alert again', async () => {
    await run(at(28), true)
    await testApp.app.ownerAlerts.check(at(28.5))
    expect(await openKinds()).toEqual([])
    await testApp.app.ownerAlerts.check(at(28 + 25))
    expect(await openKinds()).toEqual([])
    await testApp.app.ownerAlerts.check(at(28 + 26.5))
    expect(await openKinds()).toEqual(['backup: No backup has been made for over a day'])
  })

  it('a failed run is an alert at once, with its reason, until a run succeeds', async () => {
    await run(at(60), true)
    await testApp.app.ownerAlerts.check(at(60.1))
    expect(await openKinds()).toEqual([])
    await run(at(84), false)
    await testApp.app.ownerAlerts.check(at(84.1))
    expect(await openKinds()).toEqual(['backup: The nightly backup failed'])
    const [row] = await testApp.app.db.select().from(alerts)
    expect(row?.detail).toBe('The backup could not be written to /backups: the disk is full')
    await run(at(108), true)
    await testApp.app.ownerAlerts.check(at(108.1))
    expect(await openKinds()).toEqual([])
  })
})
