import { randomUUID } from 'node:crypto'
import { completedBackfills, media } from '@site/db'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMissingStillFrameCopies } from '../../../src/media/processing/still-frame-copies.js'
import type { ObjectStore } from '../../../src/storage/object-store.js'
import { seedMedia } from '../../support/seed.js'
import { buildTestApp, type TestApp } from '../../support/test-app.js'
import { eventually } from '../../support/uploads.js'

/** A video as processing left it before decision 042: its playable copy and a poster alone. */
async function olderVideo(testApp: TestApp, posterWidth: number, { withPoster = true } = {}) {
  const id = randomUUID()
  const posterHeight = Math.round((posterWidth * 9) / 16)
  const poster = {
    kind: 'poster',
    key: `derived/${id}/poster.webp`,
    contentType: 'image/webp',
    width: posterWidth,
    height: posterHeight,
    size: 0,
  }
  if (withPoster) {
    const bytes = await sharp({
      create: { width: posterWidth, height: posterHeight, channels: 3, background: '#3a6' },
    })
      .webp()
      .toBuffer()
    await testApp.app.storage.writeObject(poster.key, bytes, bytes.length, 'image/webp')
  }
  const display = {
    kind: 'display',
    key: `derived/${id}/video.mp4`,
    contentType: 'video/mp4',
    width: 1920,
    height: 1080,
    size: 10,
  }
  await seedMedia(testApp.app.db, [
    { id, fileType: 'video', contentType: 'video/mp4', derivatives: [display, poster] },
  ])
  return id
}

describe('card copies of older videos’ posters', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(async () => {
    await testApp?.close()
  })

  const run = (storage: ObjectStore = testApp.app.storage) =>
    addMissingStillFrameCopies({ db: testApp.app.db, storage, log: testApp.app.log })
  const rowOf = async (id: string) =>
    (await testApp.app.db.select().from(media).where(eq(media.id, id)))[0]

  it('makes the 400 and 800 px copies from the poster, once, and lists them in srcset', async () => {
    const id = await olderVideo(testApp, 1280)
    expect(await run()).toBe(1)

    const row = await rowOf(id)
    const copies = row?.derivatives.filter((d) => d.kind.startsWith('w'))
    expect(copies?.map((d) => [d.kind, d.key, d.width, d.height])).toEqual([
      ['w400', `derived/${id}/w400.webp`, 400, 225],
      ['w800', `derived/${id}/w800.webp`, 800, 450],
    ])
    for (const copy of copies ?? []) {
      const bytes = await testApp.app.storage.readObjectBytes(copy.key)
      expect(copy.size).toBe(bytes.length)
      const metadata = await sharp(bytes).metadata()
      expect([metadata.format, metadata.width]).toEqual(['webp', copy.width])
    }
    const [listed] = (await testApp.app.inject({ url: '/api/projects?category=Videos' })).json()
    expect(listed.srcset.map((source: { width: number }) => source.width)).toEqual([400, 800, 1280])
    expect(listed.thumbnail).toBe(`/media/derived/${id}/w400.webp`)

    expect(await run()).toBe(0)
    expect((await rowOf(id))?.derivatives).toHaveLength(4)
  })

  it('leaves a video whose poster is a card’s width already, or unreadable, as it is', async () => {
    const small = await olderVideo(testApp, 400)
    const unreadable = await olderVideo(testApp, 1280, { withPoster: false })
    expect(await run()).toBe(0)
    for (const id of [small, unreadable]) {
      expect((await rowOf(id))?.derivatives.map((d) => d.kind)).toEqual(['display', 'poster'])
      expect(await testApp.app.storage.listObjectKeys(`derived/${id}/w`)).toEqual([])
    }
    expect(testApp.logs.some((line) => line.msg.startsWith('no card copies could be made'))).toBe(
      true,
    )
    // Removed again, so later tests of this file start from nothing to do.
    await testApp.app.db.delete(media).where(eq(media.id, unreadable))
  })

  it('removes the copies it wrote when the video is deleted meanwhile', async () => {
    const id = await olderVideo(testApp, 1280)
    const storage = testApp.app.storage
    const deletingFirst: ObjectStore = {
      ...storage,
      async writeObject(...args) {
        await testApp.app.db.delete(media).where(eq(media.id, id))
        return storage.writeObject(...args)
      },
    }
    expect(await run(deletingFirst)).toBe(0)
    expect(await rowOf(id)).toBeUndefined()
    expect(await storage.listObjectKeys(`derived/${id}/w`)).toEqual([])
  })

  it('runs when the API starts on a database that has not had it', async () => {
    const id = await olderVideo(testApp, 1280)
    // As a database from an older version, or restored from an archive made before the fix.
    await testApp.app.db
      .delete(completedBackfills)
      .where(eq(completedBackfills.name, 'media-still-frame-copies'))
    const next = await buildTestApp({ env: testApp.servicesEnv })
    try {
      await eventually(async () =>
        expect((await rowOf(id))?.derivatives.map((d) => d.kind)).toEqual([
          'display',
          'poster',
          'w400',
          'w800',
        ]),
      )
    } finally {
      await next.close()
    }
  })

  it('is recorded as done only once no video is left without copies', async () => {
    const forget = () =>
      testApp.app.db
        .delete(completedBackfills)
        .where(eq(completedBackfills.name, 'media-still-frame-copies'))
    const recorded = async () =>
      (
        await testApp.app.db
          .select()
          .from(completedBackfills)
          .where(eq(completedBackfills.name, 'media-still-frame-copies'))
      ).length
    const ready = await olderVideo(testApp, 1280)
    const unreadable = await olderVideo(testApp, 1280, { withPoster: false })
    await forget()
    const next = await buildTestApp({ env: testApp.servicesEnv })
    try {
      // Either process's worker may have taken the job.
      await eventually(async () =>
        expect([...testApp.logs, ...next.logs].map((line) => line.msg)).toContain(
          'one-time fix unfinished: tried again at the next start',
        ),
      )
      expect(await recorded()).toBe(0)
      expect((await rowOf(ready))?.derivatives).toHaveLength(4)
    } finally {
      await next.close()
    }

    await testApp.app.db.delete(media).where(eq(media.id, unreadable))
    const last = await buildTestApp({ env: testApp.servicesEnv })
    try {
      await eventually(async () => expect(await recorded()).toBe(1))
    } finally {
      await last.close()
    }
  })
})
