import { media } from '@site/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAsAdmin } from '../../support/admin-session.js'
import { makeImage } from '../../support/media-files.js'
import { uploadOne, waitForStatus } from '../../support/processing.js'
import { buildTestApp, type TestApp } from '../../support/test-app.js'
import { eventually } from '../../support/uploads.js'

/** What a test does when the next job has stored its first derivative (tests run one by one). */
let onNextWritten: ((mediaId: string) => Promise<void>) | undefined

describe('processing jobs that are interrupted', () => {
  let testApp: TestApp
  let cookie: string

  beforeAll(async () => {
    testApp = await buildTestApp({
      mediaProcessing: {
        onDerivativeWritten: async (mediaId) => {
          const action = onNextWritten
          onNextWritten = undefined
          await action?.(mediaId)
        },
      },
    })
    cookie = await loginAsAdmin(testApp)
  })
  afterAll(() => testApp.close())

  const listedIds = async () =>
    (await testApp.app.inject({ url: '/api/projects' })).json().map((p: { id: string }) => p.id)

  it('retries a job that crashed half-way, never listing the half-written item', async () => {
    const photo = await makeImage('jpeg', 1000, 700)
    let seenMidway: { listed: string[]; derivatives: unknown[]; status: string } | undefined
    onNextWritten = async (id) => {
      const [row] = await testApp.app.db.select().from(media).where(eq(media.id, id))
      seenMidway = {
        listed: await listedIds(),
        derivatives: row?.derivatives ?? [],
        status: row?.status ?? '',
      }
      throw new Error('the worker crashed')
    }
    const id = await uploadOne(testApp, cookie, 'porch.jpg', photo)
    const row = await waitForStatus(testApp, id, 'ready')
    expect(seenMidway).toEqual({
      listed: expect.not.arrayContaining([id]),
      derivatives: [],
      status: 'processing',
    })
    expect(row.derivatives.map((d) => d.kind)).toEqual(['display', 'w400', 'w800'])
    expect((await testApp.app.storage.listObjectKeys(`derived/${id}/`)).sort()).toEqual(
      row.derivatives.map((d) => d.key).sort(),
    )
    expect(await listedIds()).toContain(id)
    const warning = testApp.logs.find((line) => /attempt 1 failed/.test(line.msg))
    expect(warning?.level).toBe(40)
  })

  it('leaves nothing under the prefix when the item is deleted while its job runs', async () => {
    onNextWritten = async (id) => {
      await testApp.app.db.delete(media).where(eq(media.id, id))
    }
    const id = await uploadOne(testApp, cookie, 'deck.jpg', await makeImage('jpeg', 1000, 700))
    await eventually(async () => {
      expect(testApp.logs.some((line) => /deleted while it was processed/.test(line.msg))).toBe(
        true,
      )
    })
    expect(await testApp.app.storage.listObjectKeys(`derived/${id}/`)).toEqual([])
  })
})
