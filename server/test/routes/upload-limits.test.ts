import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../support/admin-session.js'
import { makeImage, makeVideo } from '../support/media-files.js'
import { type FormPart, megabytes, multipartBody } from '../support/multipart.js'
import { eventually, expectNothingStored, postOverHttp, storedState } from '../support/uploads.js'

const MB = 1024 * 1024

/**
 * Sizes enforced while streaming, over a real socket as a browser sends: an upload over the limit
 * is answered and the connection closed long before the client has sent everything.
 */
describe('POST /api/upload size limits, streaming and disconnects', () => {
  const admin = withAdminTestApp()
  let url: string
  let jpegHead: Buffer
  let mp4Head: Buffer

  beforeAll(async () => {
    await admin.testApp.app.listen({ port: 0, host: '127.0.0.1' })
    url = `http://127.0.0.1:${(admin.testApp.app.server.address() as AddressInfo).port}/api/upload`
    jpegHead = await makeImage('jpeg')
    mp4Head = await makeVideo('mp4')
  })

  const send = (fileType: string, filename: string, sizeMb: number, head: Buffer) => {
    const body = multipartBody([
      { name: 'fileType', value: fileType },
      { name: 'files', filename, content: megabytes(sizeMb, head) },
    ])
    return postOverHttp(url, { ...body.headers, cookie: admin.cookie }, body.stream())
  }

  it('stops a 51 MB photo at the image limit with 413 and closes the connection', async () => {
    const response = await send('image', 'big.jpg', 51, jpegHead)
    expect(response.status).toBe(413)
    expect(JSON.parse(response.body)).toEqual({
      success: false,
      message: 'File too large: big.jpg. Maximum size: 50MB',
      file: 'big.jpg',
    })
    expect(response.headers.connection).toBe('close')
    await eventually(() => expectNothingStored(admin.testApp))
  })

  it('responds as soon as the limit is crossed, not after the whole body', async () => {
    const response = await send('image', 'huge.jpg', 400, jpegHead)
    expect(response.status).toBe(413)
    expect(response.bytesSent).toBeLessThan(150 * MB)
    await eventually(() => expectNothingStored(admin.testApp))
  })

  it('stops a 501 MB video at the video limit, leaving no object or unfinished upload', {
    timeout: 240_000,
  }, async () => {
    const response = await send('video', 'long.mp4', 501, mp4Head)
    expect(response.status).toBe(413)
    expect(JSON.parse(response.body).message).toBe('File too large: long.mp4. Maximum size: 500MB')
    await eventually(() => expectNothingStored(admin.testApp))
  })

  it('streams a 500 MB video to the store without holding it in memory', {
    timeout: 240_000,
  }, async () => {
    const baseline = process.memoryUsage().rss
    let peak = baseline
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 25)
    try {
      const response = await send('video', 'whole-day.mp4', 500, mp4Head)
      expect(response.status).toBe(200)
      const [item] = JSON.parse(response.body).items
      const head = await admin.testApp.app.inject({
        method: 'HEAD',
        url: item.image,
        headers: { cookie: admin.cookie },
      })
      expect(head.headers['content-length']).toBe(String(500 * MB))
    } finally {
      clearInterval(sampler)
    }
    // Not a timing test: only how much memory the process needed while 500 MB went through.
    expect((peak - baseline) / MB).toBeLessThan(150)
  })

  it('leaves nothing behind when the client disconnects mid-upload', async () => {
    const before = await storedState(admin.testApp)
    const body = multipartBody([
      { name: 'fileType', value: 'video' },
      { name: 'files', filename: 'cut.mp4', content: megabytes(100, mp4Head) } as FormPart,
    ])
    const request = httpRequest(url, {
      method: 'POST',
      headers: { ...body.headers, cookie: admin.cookie },
    })
    request.on('error', () => {})
    const stream = body.stream()
    let sent = 0
    for await (const chunk of stream) {
      if (!request.write(chunk)) await new Promise((resolve) => request.once('drain', resolve))
      sent += chunk.length
      if (sent > 30 * MB) break
    }
    // Part of the video has reached the store when the client goes away.
    await eventually(async () => {
      expect(await admin.testApp.app.storage.listUnfinishedUploads()).toHaveLength(1)
    })
    request.destroy()
    await eventually(async () => expect(await storedState(admin.testApp)).toEqual(before))
    // Logged as what it is (not a server error), once the objects were removed.
    await eventually(async () =>
      expect(admin.testApp.logs.map((line) => line.msg)).toContain(
        'the client went away during an upload; nothing was kept',
      ),
    )
  })
})
