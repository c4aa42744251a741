import type { MediaItem } from '@site/contract/media-items'
import { completedBackfills } from '@site/db'
import { describe, expect, it } from 'vitest'
import { loginAsAdmin, withAdminTestApp } from '../support/admin-session.js'
import { cleanupsAfterEach } from '../support/cleanups.js'
import { readTags, revealingTags, tagLocationAndDevice } from '../support/exiftool.js'
import { startThrowawayS3 } from '../support/local-s3.js'
import { ffmpegClip, makeImage } from '../support/media-files.js'
import { fetchMedia, mediaRow, uploadOne, waitForStatus } from '../support/processing.js'
import { seedMedia } from '../support/seed.js'
import { buildTestApp, createTestDatabase, type TestApp } from '../support/test-app.js'
import { eventually } from '../support/uploads.js'

// Phones write where a photo or video was taken, and with what, into the file. Visitors get only
// files processing made, which carry none of it; the untouched upload is for staff.

/** Every URL of a public item that serves a file (the picture, its widths, poster, download). */
function publicUrls(project: MediaItem): string[] {
  const urls = [
    project.image,
    project.thumbnail,
    project.poster,
    project.preview,
    project.download,
    ...project.srcset.map((source) => source.url),
  ]
  return [...new Set(urls.filter((url): url is string => url !== null))]
}

async function listed(testApp: TestApp, id: string): Promise<MediaItem | undefined> {
  const all: MediaItem[] = (await testApp.app.inject({ url: '/api/projects' })).json()
  return all.find((project) => project.id === id)
}

/** What exiftool finds in each public file of the item that gives its place or device away. */
async function revealedByPublicFiles(testApp: TestApp, project: MediaItem) {
  const found: Record<string, string[]> = {}
  for (const url of publicUrls(project)) {
    for (const download of ['', '?download=1']) {
      const served = await fetchMedia(testApp, `${url}${download}`)
      expect(served.status, url).toBe(200)
      const tags = revealingTags(await readTags(url.split('/').at(-1) ?? 'file', served.body))
      if (tags.length > 0) found[url] = tags
    }
  }
  return found
}

const gpsJpeg = async () => tagLocationAndDevice('site.jpg', await makeImage('jpeg', 900, 600))

describe('location and device metadata', () => {
  const admin = withAdminTestApp()

  it('the test files really carry a GPS position and the phone make and model', async () => {
    const photo = revealingTags(await readTags('site.jpg', await gpsJpeg())).join(' ')
    for (const tag of [/GPSLatitude=33\.92/, /GPSLongitude=18\.42/, /Make=Acme/, /Model=Phone 9/]) {
      expect(photo).toMatch(tag)
    }
    const clip = await ffmpegClip('clip.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10', '-t', '0.4'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
    ])
    const video = revealingTags(await readTags('c.mp4', await tagLocationAndDevice('c.mp4', clip)))
    for (const tag of [/Keys:GPSCoordinates/, /UserData:GPSCoordinates/, /Model=Phone 9/]) {
      expect(video.join(' ')).toMatch(tag)
    }
  })

  it('a photo: no public file carries them, and the original is served to staff only', async () => {
    const id = await uploadOne(admin.testApp, admin.cookie, 'site.jpg', await gpsJpeg())
    const row = await waitForStatus(admin.testApp, id, 'ready')
    const project = await listed(admin.testApp, id)
    if (!project) throw new Error('the processed photo is not listed')
    expect(project.download).toBe(`/media/derived/${id}/display.jpg`)
    expect(JSON.stringify(project)).not.toContain(row.objectKey)
    expect(await revealedByPublicFiles(admin.testApp, project)).toEqual({})

    const original = `/media/${row.objectKey}`
    expect((await fetchMedia(admin.testApp, original)).status).toBe(404)
    expect((await fetchMedia(admin.testApp, `${original}?download=1`)).status).toBe(404)
    const forStaff = await admin.testApp.app.inject({
      url: original,
      headers: { cookie: admin.cookie },
    })
    expect(forStaff.statusCode).toBe(200)
    const staffTags = revealingTags(await readTags('site.jpg', forStaff.rawPayload))
    expect(staffTags.join(' ')).toMatch(/GPSLatitude/)
    const [item] = (
      await admin.testApp.app.inject({
        url: '/api/admin/projects',
        headers: { cookie: admin.cookie },
      })
    ).json()
    expect(item).toMatchObject({ id, original })
  })

  it.each([
    [
      'an H.264 MP4 from a phone (streams copied)',
      'walk.mp4',
      ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ],
    ['a MOV (transcoded)', 'yard.mov', ['-c:v', 'mpeg4', '-c:a', 'pcm_s16le']],
  ])('a video, %s: no public file carries them', async (_, name, codecs) => {
    const clip = await ffmpegClip(name, [
      ...['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10', '-f', 'lavfi', '-i', 'sine'],
      ...['-t', '0.5', ...codecs],
    ])
    const tagged = await tagLocationAndDevice(name, clip)
    const id = await uploadOne(admin.testApp, admin.cookie, name, tagged, 'video')
    const row = await waitForStatus(admin.testApp, id, 'ready')
    const project = await listed(admin.testApp, id)
    if (!project) throw new Error('the processed video is not listed')
    expect(project.image).toBe(`/media/derived/${id}/video.mp4`)
    expect(project.download).toBe(project.image)
    expect(JSON.stringify(project)).not.toContain(row.objectKey)
    expect(await revealedByPublicFiles(admin.testApp, project)).toEqual({})
    expect((await fetchMedia(admin.testApp, `/media/${row.objectKey}`)).status).toBe(404)
  })

  it('a portrait phone video keeps its rotation when its streams are copied', async () => {
    const landscape = await ffmpegClip('raw.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc=size=96x64:rate=10', '-t', '0.4'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
    ])
    // How phones store portrait video: landscape frames plus a 90° display matrix.
    const portrait = await ffmpegClip('portrait.mp4', [
      ...['-i', `data:video/mp4;base64,${landscape.toString('base64')}`],
      ...['-c', 'copy', '-metadata:s:v:0', 'rotate=90'],
    ])
    const id = await uploadOne(admin.testApp, admin.cookie, 'portrait.mp4', portrait, 'video')
    const row = await waitForStatus(admin.testApp, id, 'ready')
    expect([row.width, row.height]).toEqual([64, 96])
    const display = row.derivatives.find((d) => d.kind === 'display')
    expect([display?.width, display?.height]).toEqual([64, 96])
  })
})

describe('items shown before processing made metadata-free copies', () => {
  const cleanups = cleanupsAfterEach()

  it('are hidden, then processed at start-up and listed with clean copies', async () => {
    const s3 = await startThrowawayS3(cleanups)
    const env = {
      DATABASE_URL: await createTestDatabase(),
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: 'legacy-media',
    }
    // The site as it was: a ready row with no derivatives, its original (GPS included) shown.
    const before = await buildTestApp({ env })
    // Its start's one-time fixes are over before the old row is written.
    await eventually(async () =>
      expect(await before.app.db.select().from(completedBackfills)).toHaveLength(2),
    )
    const jpeg = await gpsJpeg()
    const objectKey = 'originals/2025/06/0e9b0d63-3f57-4d5b-9a3e-5c9f5b1a2c77.jpg'
    await before.app.storage.writeObject(objectKey, jpeg, jpeg.length, 'image/jpeg')
    const [old] = await seedMedia(before.app.db, [
      { objectKey, title: 'Old kitchen', derivatives: [], width: 900, height: 600 },
    ])
    if (!old) throw new Error('no row')
    // That version kept no record of one-time fixes: the ones this start made are removed.
    await before.app.db.delete(completedBackfills)
    await before.close()

    // Not listed while it waits: only the original could stand in for it.
    const after = await buildTestApp({ env, mediaProcessing: { imageConcurrency: 0 } })
    cleanups.push(() => after.close())
    await eventually(async () => expect((await mediaRow(after, old.id))?.status).toBe('processing'))
    expect(await listed(after, old.id)).toBeUndefined()
    await after.close()
    cleanups.pop()

    const processed = await buildTestApp({ env })
    cleanups.push(() => processed.close())
    await eventually(async () =>
      expect((await mediaRow(processed, old.id))?.derivatives.map((d) => d.kind)).toContain(
        'display',
      ),
    )
    expect((await mediaRow(processed, old.id))?.status).toBe('ready')
    const project = await listed(processed, old.id)
    if (!project) throw new Error('the old item is not listed again')
    expect(project.download).toBe(`/media/derived/${old.id}/display.jpg`)
    expect(await revealedByPublicFiles(processed, project)).toEqual({})
    expect((await fetchMedia(processed, `/media/${objectKey}`)).status).toBe(404)
    const staff = await processed.app.inject({
      url: `/media/${objectKey}`,
      headers: { cookie: await loginAsAdmin(processed) },
    })
    expect(staff.rawPayload).toEqual(jpeg)
    // Three starts of the app, each with its one-time fixes.
  }, 60_000)
})
