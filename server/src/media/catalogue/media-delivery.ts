import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { type ByteRange, parseByteRange, resolveByteRange } from '../../http/byte-range.js'
import { etagMatches } from '../../http/etag.js'
import { isValidObjectKey } from '../../storage/object-keys.js'
import type { ObjectStore } from '../../storage/object-store.js'
import type { ObjectRead, ObjectValidators } from '../../storage/stored-object.js'

/** How to answer a request for a stored object; a HEAD's answer has no body. */
export type MediaResponse =
  | Exclude<ObjectRead, { status: 200 | 206 }>
  | (Omit<Extract<ObjectRead, { status: 200 | 206 }>, 'body'> & { body: Readable | null })

/**
 * Decides how to answer a request for a stored object: whole, one byte range (video seeking),
 * not modified (the browser's copy is current), or not found. A GET costs the store one GET, which
 * carries the range and the browser's ETag, so the store itself answers 206, 304 or 416; a HEAD
 * one HEAD. Requests for several ranges get the whole object, which HTTP allows.
 */
export async function deliverMedia(
  storage: ObjectStore,
  key: string,
  headers: { range?: string; ifNoneMatch?: string },
  includeBody: boolean,
): Promise<MediaResponse> {
  if (!isValidObjectKey(key)) return { status: 404 }
  const range = parseByteRange(headers.range)
  if (!includeBody) return describeMedia(storage, key, range, headers.ifNoneMatch)

  const forwardedTag = singleEntityTag(headers.ifNoneMatch)
  const read = await storage.readObjectOnce(key, { range, ifNoneMatch: forwardedTag })
  if (read.status === 304) return { ...read, etag: read.etag ?? forwardedTag?.slice(1, -1) }
  if (read.status !== 200 && read.status !== 206) return read
  // A list of tags, a weak one or `*`: compared here, as stores match a single tag only.
  if (headers.ifNoneMatch && etagMatches(headers.ifNoneMatch, `"${read.object.etag}"`)) {
    read.body.destroy()
    return { status: 304, etag: read.object.etag, lastModified: read.object.lastModified }
  }
  return read
}

/** A HEAD: the object's metadata (one HEAD to the store), with the range and 304 worked out here. */
async function describeMedia(
  storage: ObjectStore,
  key: string,
  range: ByteRange | undefined,
  ifNoneMatch: string | undefined,
): Promise<MediaResponse> {
  const object = await storage.describeObject(key)
  if (!object) return { status: 404 }
  const { etag, lastModified, size } = object
  if (ifNoneMatch && etagMatches(ifNoneMatch, `"${etag}"`))
    return { status: 304, etag, lastModified }
  if (!range) return { status: 200, object, body: null, start: 0, end: size - 1 }
  const bytes = resolveByteRange(range, size)
  if (!bytes) return { status: 416, size, etag, lastModified }
  return { status: 206, object, body: null, ...bytes }
}

/** The header's one entity tag, in its strong form (If-None-Match compares weakly), if it is one. */
function singleEntityTag(header: string | undefined): string | undefined {
  return header ? /^\s*(?:W\/)?("[^",]*")\s*$/.exec(header)?.[1] : undefined
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
  const validators: ObjectValidators = 'object' in result ? result.object : result
  reply
    .header('Cache-Control', cacheControl)
    .header('Accept-Ranges', 'bytes')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
  if (validators.etag) reply.header('ETag', `"${validators.etag}"`)
  if (validators.lastModified) reply.header('Last-Modified', validators.lastModified.toUTCString())
  if (result.status === 304) return reply.code(304).send()
  if (result.status === 416) {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${result.size}`)
      .send({ success: false, message: 'The requested range is not in this file.' })
  }
  const { object } = result
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
