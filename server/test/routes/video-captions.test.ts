import { captionMessages } from '@site/contract/captions'
import { media } from '@site/db'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../support/admin-session.js'
import { seedMedia } from '../support/seed.js'

const captions = (text: string) =>
  Buffer.from(`WEBVTT\n\n00:00.000 --> 00:02.500\n${text}\n\n00:02.500 --> 00:05.000\nDone.\n`)

describe('PUT and DELETE /api/projects/:id/captions', () => {
  const admin = withAdminTestApp()
  let videoId: string
  let photoId: string

  beforeAll(async () => {
    const [video, photo] = await seedMedia(admin.testApp.app.db, [
      { title: 'Gate motor', fileType: 'video', contentType: 'video/mp4' },
      { title: 'Kitchen' },
    ])
    videoId = video?.id ?? ''
    photoId = photo?.id ?? ''
  })

  const put = (
    id: string,
    body: Buffer | string,
    contentType = 'text/vtt',
    cookie = admin.cookie,
  ) =>
    admin.testApp.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/captions`,
      headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      payload: body,
    })
  const captionsKey = async (id: string) =>
    (await admin.testApp.app.db.select().from(media).where(eq(media.id, id)))[0]?.captionsKey
  const storedCaptions = () => admin.testApp.app.storage.listObjectKeys('captions/')
  const publicItem = async (id: string) =>
    (await admin.testApp.app.inject('/api/projects'))
      .json()
      .find((p: { id: string }) => p.id === id)

  it('attaches captions that the public listing and the player then get', async () => {
    const file = captions('Hello, this is the gate motor.')
    const response = await put(videoId, file)
    expect(response.statusCode).toBe(200)
    const url = response.json().captions as string
    expect(url).toMatch(new RegExp(`^/media/captions/${videoId}/[0-9a-f-]{36}\\.vtt$`))
    expect((await publicItem(videoId)).captions).toBe(url)
    const served = await admin.testApp.app.inject(url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8')
    expect(served.rawPayload).toEqual(file)
  })

  it('replaces them under a new URL and removes the old file', async () => {
    const first = (await put(videoId, captions('First'))).json().captions as string
    const second = (await put(videoId, captions('Second'))).json().captions as string
    expect(second).not.toBe(first)
    expect(await storedCaptions()).toEqual([second.replace('/media/', '')])
  })

  it('removes them', async () => {
    await put(videoId, captions('To remove'))
    const response = await admin.testApp.app.inject({
      method: 'DELETE',
      url: `/api/projects/${videoId}/captions`,
      headers: { cookie: admin.cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().captions).toBeNull()
    expect((await publicItem(videoId)).captions).toBeNull()
    expect(await storedCaptions()).toEqual([])
  })

  const tooLarge = Buffer.concat([captions('x'), Buffer.alloc(256 * 1024, 'a')])
  it.each([
    [
      'text that is not WebVTT',
      'Hello there',
      /^Not a valid WebVTT caption file: line 1: No valid signature/,
    ],
    [
      'a cue that ends before it starts',
      'WEBVTT\n\n00:02.000 --> 00:01.000\nBack in time\n',
      /^Not a valid WebVTT caption file: line 3: End timestamp is not greater than start timestamp/,
    ],
    ['an SRT file', '1\n00:00:00,000 --> 00:00:01,000\nHi\n', /No valid signature/],
    ['a header and no cues', 'WEBVTT\n', captionMessages.noCues],
    ['an empty body', '', /No valid signature/],
    [
      'bytes that are not UTF-8',
      Buffer.from([0x57, 0x45, 0xff, 0xfe, 0x00]),
      captionMessages.notText,
    ],
    ['a U+0000 in a cue', 'WEBVTT\n\n00:00.000 --> 00:01.000\na\u0000b\n', captionMessages.notText],
    ['a file over 256 KB', tooLarge, captionMessages.tooLarge],
  ])('refuses %s with 400 and changes nothing', async (_, body, message) => {
    const kept = (await put(videoId, captions('Kept'))).json().captions as string
    const response = await put(videoId, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    })
    expect(await captionsKey(videoId)).toBe(kept.replace('/media/', ''))
    expect(await storedCaptions()).toEqual([kept.replace('/media/', '')])
  })

  it('refuses captions for a photo, an unknown item, a malformed id, another type, or no session', async () => {
    const before = await storedCaptions()
    const photo = await put(photoId, captions('A photo'))
    expect([photo.statusCode, photo.json().message]).toEqual([400, captionMessages.notAVideo])
    expect(await captionsKey(photoId)).toBeNull()
    const unknown = await put('0b0e3c1a-5d1e-4a39-9a57-000000000000', captions('Nobody'))
    expect(unknown.statusCode).toBe(404)
    expect((await put('not-an-id', captions('Bad id'))).statusCode).toBe(400)
    const json = await put(videoId, JSON.stringify({ captions: 'x' }), 'application/json')
    expect(json.statusCode).toBe(400)
    const srt = await put(videoId, captions('as SRT'), 'application/x-subrip')
    expect(srt.statusCode).toBe(415)
    const anonymous = await put(videoId, captions('Anyone'), 'text/vtt', '')
    expect(anonymous.statusCode).toBe(401)
    expect(await storedCaptions()).toEqual(before)
  })

  it('are deleted with their video', async () => {
    await put(videoId, captions('Going'))
    const response = await admin.testApp.app.inject({
      method: 'DELETE',
      url: `/api/projects/${videoId}`,
      headers: { cookie: admin.cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(await storedCaptions()).toEqual([])
  })
})
