import type { IncomingMessage } from 'node:http'
import type * as Minio from 'minio'
import { type ByteRange, rangeHeader } from '../http/byte-range.js'
import { isNotFound, ObjectStoreError } from './object-store-error.js'
import type { ObjectRead, ObjectValidators, StoredObject } from './stored-object.js'

export interface ReadConditions {
  range?: ByteRange
  /** One entity tag, quoted; the store responds with 304 when the object has it. */
  ifNoneMatch?: string
}

/**
 * One GET to the store (object-store.ts's readObjectOnce): the bytes asked for and, from the same
 * response's headers, the object's size, ETag, type and date. S3 itself responds with 206 for a range,
 * 304 for a matching If-None-Match and 416 for a range past the end. minio's getObject would send
 * neither header nor return the response's headers, so the request goes through the client's
 * request primitive (still signed, retried and region-aware).
 */
export async function readObjectOnce(
  client: Minio.Client,
  bucket: string,
  key: string,
  conditions: ReadConditions,
  sizeOf: (key: string) => Promise<number | undefined>,
): Promise<ObjectRead> {
  const headers: Record<string, string> = {}
  if (conditions.range) headers.range = rangeHeader(conditions.range)
  if (conditions.ifNoneMatch) headers['if-none-match'] = conditions.ifNoneMatch
  let response: IncomingMessage
  try {
    response = await client.makeRequestAsync(
      { method: 'GET', bucketName: bucket, objectName: key, headers },
      '',
      [200, 206, 304, 416],
    )
  } catch (error) {
    if (isNotFound(error)) return { status: 404 }
    throw new ObjectStoreError(error)
  }
  try {
    return await readResponse(response, key, sizeOf)
  } catch (error) {
    response.destroy()
    throw new ObjectStoreError(error)
  }
}

async function readResponse(
  response: IncomingMessage,
  key: string,
  sizeOf: (key: string) => Promise<number | undefined>,
): Promise<ObjectRead> {
  const { headers } = response
  if (response.statusCode === 304) {
    response.resume()
    return { status: 304, ...validatorsOf(response) }
  }
  if (response.statusCode === 416) {
    // S3 names the size in the error (ActualObjectSize), some stores in Content-Range instead;
    // only a store giving neither costs a second request, and only for a range past the end.
    const body = await textOf(response)
    const named =
      /^bytes \*\/(\d+)$/.exec(headers['content-range'] ?? '')?.[1] ??
      /<ActualObjectSize>(\d+)<\/ActualObjectSize>/.exec(body)?.[1]
    const size = named === undefined ? await sizeOf(key) : Number(named)
    if (size === undefined) return { status: 404 }
    return { status: 416, size, ...validatorsOf(response) }
  }

  const validators = validatorsOf(response)
  if (!validators.etag || !validators.lastModified) throw new Error('no ETag or Last-Modified')
  let start = 0
  let end = Number(headers['content-length']) - 1
  let size = end + 1
  if (response.statusCode === 206) {
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(headers['content-range'] ?? '')
    if (!range) throw new Error(`unreadable Content-Range ${headers['content-range']}`)
    ;[start, end, size] = [Number(range[1]), Number(range[2]), Number(range[3])]
  }
  if (!Number.isSafeInteger(size)) throw new Error('no Content-Length')
  const object: StoredObject = {
    size,
    etag: validators.etag,
    lastModified: validators.lastModified,
    contentType: headers['content-type'] ?? 'application/octet-stream',
  }
  return { status: response.statusCode === 206 ? 206 : 200, object, body: response, start, end }
}

function validatorsOf(response: IncomingMessage): ObjectValidators {
  const etag = response.headers.etag?.replace(/^"(.*)"$/, '$1')
  const modified = response.headers['last-modified']
  const lastModified = modified ? new Date(modified) : undefined
  return {
    ...(etag && { etag }),
    ...(lastModified && !Number.isNaN(lastModified.getTime()) && { lastModified }),
  }
}

async function textOf(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of response) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
