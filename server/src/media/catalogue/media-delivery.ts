import type { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import type { FastifyReply } from 'fastify'
import { type ByteRange, parseByteRange, resolveByteRange } from '../../http/byte-range.js'
import { etagMatches } from '../../http/etag.js'
import { sendError } from '../../http/send-error.js'
import { isValidObjectKey } from '../../storage/object-keys.js'
import type { ObjectStore } from '../../storage/object-store.js'
import type { ObjectRead, ObjectValidators, StoredObject } from '../../storage/stored-object.js'
import type { MediaCache } from './media-cache.js'

/** How to answer a request for a stored object; a HEAD's response has no body. */
export type MediaResponse =
  | Exclude<ObjectRead, { status: 200 | 206 }>
  | (Omit<Extract<ObjectRead, { status: 200 | 206 }>, 'body'> & {
      body: Readable | Buffer | null
    })

/**
 * Decides how to answer a request for a stored object: whole, one byte range (video seeking),
 * not modified (the browser's copy is current), or not found. A GET costs the store one GET, which
 * carries the range and the browser's ETag, so the store itself responds with 206, 304 or 416; a HEAD
 * one HEAD. Requests for several ranges get the whole object, which HTTP allows. With a `cache`
 * (public keys only), an object in it costs the store nothing, and a small one read whole is kept.
 */
export async function deliverMedia(
  storage: ObjectStore,
  key: string,
  headers: { range?: string; ifNoneMatch?: string },
  includeBody: boolean,
  cache?: MediaCache,
): Promise<MediaResponse> {
  if (!isValidObjectKey(key)) return { status: 404 }
  const range = parseByteRange(headers.range)
  const cached = cache?.get(key)
  if (cached) {
    const { object, bytes } = cached
    return responseFrom(object, range, headers.ifNoneMatch, (start, end) =>
      includeBody ? bytes.subarray(start, end + 1) : null,
    )
  }
  if (!includeBody) return describeMedia(storage, key, range, headers.ifNoneMatch)
  if (cache?.listening && !range && !headers.ifNoneMatch) return readAndKeep(storage, key, cache)

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
  return responseFrom(object, range, ifNoneMatch, () => null)
}

/** The response for an object whose metadata is known: 304, the whole, one range or 416. */
function responseFrom(
  object: StoredObject,
  range: ByteRange | undefined,
  ifNoneMatch: string | undefined,
  body: (start: number, end: number) => Buffer | null,
): MediaResponse {
  const { etag, lastModified, size } = object
  if (ifNoneMatch && etagMatches(ifNoneMatch, `"${etag}"`))
    return { status: 304, etag, lastModified }
  if (!range) return { status: 200, object, body: body(0, size - 1), start: 0, end: size - 1 }
  const bytes = resolveByteRange(range, size)
  if (!bytes) return { status: 416, size, etag, lastModified }
  return { status: 206, object, body: body(bytes.start, bytes.end), ...bytes }
}

/** A whole object in one GET; kept in the cache when it is small enough for it. */
async function readAndKeep(
  storage: ObjectStore,
  key: string,
  cache: MediaCache,
): Promise<MediaResponse> {
  const ticket = cache.ticket()
  const read = await storage.readObjectOnce(key, {})
  if (read.status !== 200 || read.object.size > cache.maxEntryBytes) return read
  const bytes = await buffer(read.body)
  cache.set(key, { object: read.object, bytes }, ticket)
  return { ...read, body: bytes }
}

/** The header's one entity tag, in its strong form (If-None-Match compares weakly), if it is one. */
function singleEntityTag(header: string | undefined): string | undefined {
  return header ? /^\s*(?:W\/)?("[^",]*")\s*$/.exec(header)?.[1] : undefined
}

/**
 * Responds with a delivered object (see `deliverMedia`): the file's headers, then its bytes, a
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
    return sendError(
      reply.header('Content-Range', `bytes */${result.size}`),
      416,
      'The requested range is not in this file.',
    )
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
