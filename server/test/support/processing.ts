import { deflateSync } from 'node:zlib'
import type { MediaStatus } from '@site/contract/media-admin'
import { type MediaRow, media } from '@site/db'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { TestApp } from './test-app.js'
import { eventually, postUpload } from './uploads.js'

/** Uploads one file through the API and returns the new item's id. */
export async function uploadOne(
  testApp: TestApp,
  cookie: string,
  filename: string,
  content: Buffer,
  fileType: 'image' | 'video' = 'image',
): Promise<string> {
  const response = await postUpload(
    testApp,
    [
      { name: 'fileType', value: fileType },
      { name: 'files', filename, content },
    ],
    cookie,
  )
  expect(response.statusCode, response.body).toBe(200)
  return response.json().items[0].id
}

export async function mediaRow(testApp: TestApp, id: string): Promise<MediaRow | undefined> {
  return (await testApp.app.db.select().from(media).where(eq(media.id, id)))[0]
}

/** Polls the row until processing has left it in `status` (no fixed sleeps). */
export async function waitForStatus(
  testApp: TestApp,
  id: string,
  status: MediaStatus,
  timeoutMs = 20_000,
): Promise<MediaRow> {
  let row: MediaRow | undefined
  await eventually(async () => {
    row = await mediaRow(testApp, id)
    expect(row?.status, row?.failureReason ?? undefined).toBe(status)
  }, timeoutMs)
  return row as MediaRow
}

/** GET through the app; the body as bytes. */
export async function fetchMedia(testApp: TestApp, url: string) {
  const response = await testApp.app.inject({ method: 'GET', url })
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    body: response.rawPayload,
  }
}

/**
 * A valid PNG that claims `size` × `size` pixels of 1-bit grey (a decompression bomb: ~100 KB on
 * disk, gigabytes once decoded).
 */
export function makePixelBomb(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  const row = 1 + Math.ceil(size / 8)
  const pixels = deflateSync(Buffer.alloc(row * size), { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
