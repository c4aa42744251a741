import { quoteFiles } from '@site/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ffmpegClip, makeVideo } from '../support/media-files.js'
import type { FormPart } from '../support/multipart.js'
import {
  fastQuoteRequests,
  sendQuoteWithFiles,
  storedQuoteState,
} from '../support/quote-requests.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'
import { eventually } from '../support/uploads.js'

/** A clip of `seconds` from ffmpeg's lavfi: grey (almost nothing to code) or a moving pattern. */
function clip(name: string, seconds: number, source = 'color=c=gray:size=64x48:rate=10') {
  return ffmpegClip(name, [
    ...['-f', 'lavfi', '-i', source, '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  ])
}

const video = (filename: string, content: Buffer): FormPart => ({
  name: 'video',
  filename,
  content,
})

async function attachmentOf(testApp: TestApp, filename: string) {
  const [row] = await testApp.app.db
    .select()
    .from(quoteFiles)
    .where(eq(quoteFiles.filename, filename))
  return row
}

describe('POST /api/quote-requests: how long a video may be', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp({ quoteRequests: fastQuoteRequests })
  })
  afterAll(() => testApp?.close())

  it('a 180-second video: refused on the form before any work, nothing stored', async () => {
    const response = await sendQuoteWithFiles(testApp, [
      video('grey.mov', await clip('grey.mov', 180)),
    ])
    expect(response.statusCode, response.body).toBe(413)
    expect(response.json()).toEqual({
      success: false,
      message:
        'grey.mov is 3 minutes long; a video can be at most 90 seconds. Please trim it or send a shorter clip.',
      file: 'grey.mov',
    })
    expect(await storedQuoteState(testApp)).toEqual({
      requests: 0,
      files: 0,
      objects: [],
      unfinished: [],
    })
  })

  it('a video ffprobe cannot read: refused on the form, nothing stored', async () => {
    const head = (await makeVideo('mp4')).subarray(0, 64)
    const response = await sendQuoteWithFiles(testApp, [
      video('cut.mp4', Buffer.concat([head, Buffer.alloc(4000, 7)])),
    ])
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().message).toBe(
      'cut.mp4 could not be read as a video: it may be damaged or incomplete.',
    )
    expect((await storedQuoteState(testApp)).objects).toEqual([])
  })

  it('a video of exactly 90 seconds is taken and made viewable; 91 seconds is not', async () => {
    const over = await sendQuoteWithFiles(testApp, [
      video('over.mp4', await clip('over.mp4', 91, 'testsrc=size=64x48:rate=10')),
    ])
    expect(over.statusCode, over.body).toBe(413)
    expect(over.json().message).toBe(
      'over.mp4 is 1 minute 31 seconds long; a video can be at most 90 seconds. Please trim it or send a shorter clip.',
    )

    const response = await sendQuoteWithFiles(testApp, [
      video('limit.mp4', await clip('limit.mp4', 90, 'testsrc=size=64x48:rate=10')),
    ])
    expect(response.statusCode, response.body).toBe(200)
    await eventually(async () => {
      expect((await attachmentOf(testApp, 'limit.mp4'))?.status).toBe('ready')
    }, 20_000)
  })

  it('a slow video does not hold back a short clip sent after it', async () => {
    // A minute of a moving 640×360 pattern: seconds of transcoding, where the short clip takes
    // well under one.
    const slow = await clip('slow.mov', 60, 'testsrc2=size=640x360:rate=25')
    const first = await sendQuoteWithFiles(testApp, [video('slow.mov', slow)])
    expect(first.statusCode, first.body).toBe(200)
    // The slow one is being worked on, as in the review's case, when the short one comes in.
    await eventually(async () => {
      const { rows } = await testApp.app.pool.query(
        "select 1 from pgboss.job where name like 'quote-attachment-video%' and state = 'active'",
      )
      expect(rows).toHaveLength(1)
    })
    const second = await sendQuoteWithFiles(testApp, [video('short.mov', await makeVideo('mov'))])
    expect(second.statusCode, second.body).toBe(200)

    await eventually(async () => {
      expect((await attachmentOf(testApp, 'short.mov'))?.status).toBe('ready')
    }, 20_000)
    expect((await attachmentOf(testApp, 'slow.mov'))?.status).toBe('processing')
    await eventually(async () => {
      expect((await attachmentOf(testApp, 'slow.mov'))?.status).toBe('ready')
    }, 60_000)
  }, 90_000)
})

describe('quote videos: a time cap in proportion to the length', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp({
      quoteRequests: fastQuoteRequests,
      // A thousandth of the clip's length: 20 ms for 20 s, too short for ffmpeg to finish.
      quoteAttachments: { videoTimeCap: { factor: 0.001, minimumMs: 0 } },
    })
  })
  afterAll(() => testApp?.close())

  it('a video is stopped at the cap its length allows, and fails without retries', async () => {
    const response = await sendQuoteWithFiles(testApp, [
      video('capped.mov', await clip('capped.mov', 20, 'testsrc=size=64x48:rate=10')),
    ])
    expect(response.statusCode, response.body).toBe(200)
    await eventually(async () => {
      expect((await attachmentOf(testApp, 'capped.mov'))?.status).toBe('failed')
    }, 20_000)
    const row = await attachmentOf(testApp, 'capped.mov')
    expect(row?.failureReason).toMatch(
      /^Making a viewable copy took longer than a clip of this length may/,
    )
    // Stopped once: a cap is final, not retried.
    const stopped = testApp.logs.filter(
      (line) => line.msg === 'quote request video stopped at its time cap',
    )
    expect(stopped).toEqual([expect.objectContaining({ durationMs: 20_000, capMs: 20 })])
    // Nothing of it is left: neither the file as received nor a half-made copy.
    expect(await testApp.app.storage.listObjectKeys('quote-files/')).toEqual([])
  })
})
