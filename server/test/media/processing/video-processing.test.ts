import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loginAsAdmin, withAdminTestApp } from '../../support/admin-session.js'
import { ffmpegClip, makeVideo } from '../../support/media-files.js'
import { fetchMedia, uploadOne, waitForStatus } from '../../support/processing.js'
import { buildTestApp } from '../../support/test-app.js'
import { postUpload, storedState } from '../../support/uploads.js'

const run = promisify(execFile)

/** A clip with a sine tone as PCM audio in a MOV (neither part plays as is in every browser). */
const makeMovWithAudio = () =>
  ffmpegClip('clip.mov', [
    ...[
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=96x64:rate=10',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440',
    ],
    ...['-t', '0.6', '-c:v', 'mpeg4', '-c:a', 'pcm_s16le'],
  ])

/** An MP4 that holds no frame at all: a valid header, zero seconds long. */
const makeZeroLengthMp4 = () =>
  ffmpegClip('empty.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10'],
    ...['-frames:v', '0', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
  ])

/** ffprobe's view of served bytes, and whether the MP4 index comes before the media data. */
async function inspectServed(bytes: Buffer) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'video-check-'))
  try {
    const file = path.join(dir, 'served.mp4')
    await writeFile(file, bytes)
    const { stdout } = await run('/usr/bin/ffprobe', [
      ...['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
    ])
    const probe = JSON.parse(stdout) as {
      streams: { codec_type: string; codec_name: string; profile?: string; pix_fmt?: string }[]
      format: { format_name: string }
    }
    const faststart = bytes.indexOf('moov') < bytes.indexOf('mdat')
    return { probe, faststart }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

describe('processing uploaded videos', () => {
  const admin = withAdminTestApp()

  it('copies the streams of an H.264 MP4 without audio into a new MP4 and adds a poster, width, height and duration', async () => {
    const clip = await makeVideo('mp4')
    expect((await inspectServed(clip)).probe.streams.map((s) => s.codec_type)).toEqual(['video'])
    const id = await uploadOne(admin.testApp, admin.cookie, 'walk.mp4', clip, 'video')
    const row = await waitForStatus(admin.testApp, id, 'ready')
    expect(row.derivatives.map((d) => [d.kind, d.contentType, d.width, d.height])).toEqual([
      ['display', 'video/mp4', 64, 48],
      ['poster', 'image/webp', 64, 48],
    ])
    expect([row.width, row.height]).toEqual([64, 48])
    expect(row.durationMs).toBeGreaterThanOrEqual(300)
    expect(row.durationMs).toBeLessThanOrEqual(600)

    const [project] = (
      await admin.testApp.app.inject({ url: '/api/projects?category=Videos' })
    ).json()
    expect(project).toMatchObject({
      id,
      preview: null, // 64 × 48 is small enough for a card as it is
      image: `/media/derived/${id}/video.mp4`,
      download: `/media/derived/${id}/video.mp4`,
      poster: `/media/derived/${id}/poster.webp`,
      thumbnail: `/media/derived/${id}/poster.webp`,
      // No narrower copies of a 64 px frame: the poster is all there is.
      srcset: [{ url: `/media/derived/${id}/poster.webp`, width: 64 }],
      width: 64,
      height: 48,
    })
    const copied = await inspectServed((await fetchMedia(admin.testApp, project.image)).body)
    expect(copied.faststart).toBe(true)
    expect(copied.probe.streams.map((s) => [s.codec_type, s.codec_name])).toEqual([
      ['video', 'h264'],
    ])
    const poster = await fetchMedia(admin.testApp, project.poster)
    expect(poster.type).toBe('image/webp')
    expect((await sharp(poster.body).metadata()).format).toBe('webp')
  })

  it.each([
    [
      'a 720p H.264 MP4 with sound, its streams copied',
      'yard.mp4',
      ['-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=10', '-f', 'lavfi', '-i', 'sine'],
      ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ['display', 'preview', 'poster', 'w400', 'w800'],
      [854, 480],
      [
        ['w400', 400, 225],
        ['w800', 800, 450],
        ['poster', 1280, 720],
      ],
    ],
    [
      'a portrait 720p MOV, transcoded',
      'stairs.mov',
      ['-f', 'lavfi', '-i', 'testsrc=size=720x1280:rate=10'],
      ['-c:v', 'mpeg4'],
      ['display', 'preview', 'poster', 'w400'],
      [480, 854],
      [
        ['w400', 400, 711],
        ['poster', 720, 1280],
      ],
    ],
  ])(
    '%s: a silent 480p preview and narrower still frames for cards',
    async (_, name, input, codecs, kinds, size, stills) => {
      const clip = await ffmpegClip(name, [...input, '-t', '0.5', ...codecs])
      const id = await uploadOne(admin.testApp, admin.cookie, name, clip, 'video')
      const row = await waitForStatus(admin.testApp, id, 'ready')
      expect(row.derivatives.map((d) => d.kind)).toEqual(kinds)
      const preview = row.derivatives.find((d) => d.kind === 'preview')
      expect([preview?.width, preview?.height]).toEqual(size)
      expect(preview?.key).toBe(`derived/${id}/preview.mp4`)

      const [project] = (
        await admin.testApp.app.inject({ url: '/api/projects?category=Videos' })
      ).json()
      expect(project.preview).toBe(`/media/derived/${id}/preview.mp4`)
      expect(project.image).not.toBe(project.preview)
      const served = await fetchMedia(admin.testApp, project.preview)
      expect(served.type).toBe('video/mp4')
      const { probe, faststart } = await inspectServed(served.body)
      expect(faststart).toBe(true)
      expect(probe.streams.map((s) => s.codec_type)).toEqual(['video'])
      expect(probe.streams[0]).toMatchObject({
        codec_name: 'h264',
        profile: 'High',
        pix_fmt: 'yuv420p',
      })
      expect(served.body.length).toBeLessThan(
        (await fetchMedia(admin.testApp, project.image)).body.length,
      )

      // The still frame in the widths a card's srcset picks from, the poster the widest.
      expect(project.srcset).toEqual(
        stills.map(([kind, width]) => ({
          url: `/media/derived/${id}/${kind}.webp`,
          width,
        })),
      )
      expect(project.thumbnail).toBe(`/media/derived/${id}/w400.webp`)
      for (const [kind, width, height] of stills) {
        const still = await fetchMedia(admin.testApp, `/media/derived/${id}/${kind}.webp`)
        expect(still.type).toBe('image/webp')
        const metadata = await sharp(still.body).metadata()
        expect([kind, metadata.format, metadata.width, metadata.height]).toEqual([
          kind,
          'webp',
          width,
          height,
        ])
        expect(metadata.exif).toBeUndefined()
      }
    },
  )

  it.each([
    ['a MOV', 'kitchen.mov', () => makeVideo('mov'), false],
    ['an MPEG-4 Part 2 AVI', 'old.avi', () => makeVideo('avi'), false],
    ['a MOV with PCM audio', 'tone.mov', makeMovWithAudio, true],
  ])('transcodes %s to a faststart H.264 + AAC MP4', async (_, name, make, hasAudio) => {
    const id = await uploadOne(admin.testApp, admin.cookie, name, await make(), 'video')
    const row = await waitForStatus(admin.testApp, id, 'ready')
    expect(row.derivatives.map((d) => d.kind)).toEqual(['display', 'poster'])
    const video = row.derivatives[0]
    expect(video?.key).toBe(`derived/${id}/video.mp4`)

    const [project] = (
      await admin.testApp.app.inject({ url: '/api/projects?category=Videos' })
    ).json()
    expect(project.image).toBe(`/media/derived/${id}/video.mp4`)
    const served = await fetchMedia(admin.testApp, project.image)
    expect(served.type).toBe('video/mp4')
    const { probe, faststart } = await inspectServed(served.body)
    expect(faststart).toBe(true)
    expect(probe.format.format_name).toContain('mp4')
    const streams = probe.streams.map((s) => [s.codec_type, s.codec_name])
    expect(streams).toEqual(
      hasAudio
        ? [
            ['video', 'h264'],
            ['audio', 'aac'],
          ]
        : [['video', 'h264']],
    )
    expect(probe.streams[0]).toMatchObject({ profile: 'High', pix_fmt: 'yuv420p' })
  })

  it.each([
    ['a truncated MP4', async () => (await makeVideo('mp4')).subarray(0, 1500)],
    ['an MP4 that is only a header', async () => (await makeVideo('mp4')).subarray(0, 40)],
    ['a zero-length MP4 (no frame at all)', makeZeroLengthMp4],
  ])('fails %s with a reason and lists nothing', async (_, make) => {
    const id = await uploadOne(admin.testApp, admin.cookie, 'cut.mp4', await make(), 'video')
    const row = await waitForStatus(admin.testApp, id, 'failed')
    expect(row.failureReason).toMatch(/could not be read|no video picture|No picture/)
    expect(await admin.testApp.app.storage.listObjectKeys(`derived/${id}/`)).toEqual([])
    const listed = (await admin.testApp.app.inject({ url: '/api/projects' })).json() as {
      id: string
    }[]
    expect(listed.map((item) => item.id)).not.toContain(id)
  })

  it('refuses a zero-byte video at upload, storing nothing for it', async () => {
    const before = await storedState(admin.testApp)
    const response = await postUpload(
      admin.testApp,
      [
        { name: 'fileType', value: 'video' },
        { name: 'files', filename: 'empty.mov', content: Buffer.alloc(0) },
      ],
      admin.cookie,
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message: 'Empty file: empty.mov' })
    expect(await storedState(admin.testApp)).toEqual(before)
  })
})

describe('video processing limits', () => {
  it('fails a video over the time limit, killing ffmpeg', async () => {
    const testApp = await buildTestApp({ mediaProcessing: { timeLimitMs: 200 } })
    try {
      const cookie = await loginAsAdmin(testApp)
      const id = await uploadOne(testApp, cookie, 'long.avi', await makeVideo('avi'), 'video')
      const row = await waitForStatus(testApp, id, 'failed')
      expect(row.failureReason).toBe('Processing took longer than 0.2 seconds and was stopped.')
    } finally {
      await testApp.close()
    }
  })

  it('never lists a video as uploaded when ffmpeg is missing: it fails, saying why, and says so once at start-up', async () => {
    const missing = { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' }
    const testApp = await buildTestApp({ mediaProcessing: { tools: missing } })
    try {
      const warnings = testApp.logs.filter((line) =>
        /ffmpeg or ffprobe was not found/.test(line.msg),
      )
      expect(warnings).toHaveLength(1)
      expect(warnings[0]?.level).toBe(40)
      const cookie = await loginAsAdmin(testApp)
      const id = await uploadOne(testApp, cookie, 'kitchen.mp4', await makeVideo('mp4'), 'video')
      const row = await waitForStatus(testApp, id, 'failed')
      expect(row.failureReason).toMatch(/location and device details.*needs ffmpeg.*Retry/)
      expect(row.derivatives).toEqual([])
      expect((await testApp.app.inject({ url: '/api/projects' })).json()).toEqual([])
    } finally {
      await testApp.close()
    }
  })
})
