import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import parseRange from 'range-parser'
import { isValidObjectKey } from '../../storage/object-keys.js'
import type { ObjectStore, StoredObject } from '../../storage/object-store.js'

export type MediaResponse =
  | { status: 404 }
  | { status: 304; object: StoredObject }
  | { status: 416; object: StoredObject }
  | { status: 200 | 206; object: StoredObject; body: Readable | null; start: number; end: number }

/**
 * Decides how to answer a request for a stored object: whole, one byte range (video seeking),
 * not modified (the browser's copy is current), or not found. Multi-range requests get the whole
 * object, which HTTP allows.
 */
export async function deliverMedia(
  storage: ObjectStore,
  key: string,
  headers: { range?: string; ifNoneMatch?: string },
  includeBody: boolean,
): Promise<MediaResponse> {
  if (!isValidObjectKey(key)) return { status: 404 }
  const object = await storage.describeObject(key)
  if (!object) return { status: 404 }
  if (headers.ifNoneMatch && etagMatches(headers.ifNoneMatch, object.etag)) {
    return { status: 304, object }
  }

  let start = 0
  let end = object.size - 1
  let status: 200 | 206 = 200
  if (headers.range && object.size > 0) {
    const ranges = parseRange(object.size, headers.range, { combine: true })
    if (ranges === -1) return { status: 416, object }
    if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) {
      start = ranges[0].start
      end = ranges[0].end
      status = 206
    }
  }
  const body = includeBody
    ? await storage.readObject(key, status === 206 ? { start, end } : undefined)
    : null
  return { status, object, body, start, end }
}

function etagMatches(header: string, etag: string): boolean {
  const quoted = `"${etag}"`
  return (
    header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === quoted)
  )
}

/**
 * Answers with a delivered object (see `deliverMedia`): the file's headers, then its bytes, a
 * range, 304 or 416. A stored file is never run as a page (the sandbox CSP).
 */
export function sendMedia(
  reply: FastifyReply,
  result: Exclude<MediaResponse, { status: 404 }>,
  { cacheControl, disposition }: { cacheControl: string; disposition?: string },
) {
  const { object } = result
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', `"${object.etag}"`)
    .header('Last-Modified', object.lastModified.toUTCString())
    .header('Accept-Ranges', 'bytes')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
  if (result.status === 304) return reply.code(304).send()
  if (result.status === 416) {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${object.size}`)
      .send({ success: false, message: 'The requested range is not in this file.' })
  }
  if (disposition) reply.header('Content-Disposition', disposition)
  reply
    .code(result.status)
    .type(object.contentType)
    .header('Content-Length', result.end - result.start + 1)
  if (result.status === 206) {
    reply.header('Content-Range', `bytes ${result.start}-${result.end}/${object.size}`)
  }
  return reply.send(result.body ?? '')
}
