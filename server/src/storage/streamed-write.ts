import type * as Minio from 'minio'
import { store } from './object-store-error.js'
import { inParts } from './stream-parts.js'

/** Streamed objects go up in parts of this size: the most a write holds in memory at once. */
const PART_SIZE = 8 * 1024 * 1024

/**
 * Streams `body` into a new object (object-store.ts's writeObjectStream): one plain PUT when it
 * fits in one part, otherwise a multipart upload, aborted if anything fails. minio's own
 * putObject is not used for streams of unknown size: it would buffer parts of up to 5 TB / 10,000
 * (about 550 MB) in memory, and it never aborts a failed multipart upload.
 */
export async function writeStream(
  client: Minio.Client,
  bucket: string,
  key: string,
  body: AsyncIterable<Buffer>,
  contentType: string,
): Promise<number> {
  const parts = inParts(body, PART_SIZE)
  try {
    const first = await parts.next()
    if (first.done || first.value.length < PART_SIZE) {
      const whole = first.done ? Buffer.alloc(0) : first.value
      await store(
        client.putObject(bucket, key, whole, whole.length, { 'Content-Type': contentType }),
      )
      return whole.length
    }
    return await writeInParts(client, bucket, key, first.value, parts, contentType)
  } finally {
    // Stops reading `body` (and releases it) when the store gave up first.
    await parts.return(undefined)
  }
}

async function writeInParts(
  client: Minio.Client,
  bucket: string,
  key: string,
  first: Buffer,
  rest: AsyncGenerator<Buffer>,
  contentType: string,
): Promise<number> {
  const uploadId = await store(
    client.initiateNewMultipartUpload(bucket, key, { 'Content-Type': contentType }),
  )
  try {
    const etags: { part: number; etag: string }[] = []
    let size = 0
    for (let part: Buffer | undefined = first; part; ) {
      const partNumber = etags.length + 1
      const { etag } = await store(
        client.uploadPart(
          { bucketName: bucket, objectName: key, uploadID: uploadId, partNumber, headers: {} },
          part,
        ),
      )
      etags.push({ part: partNumber, etag })
      size += part.length
      const next = await rest.next()
      part = next.done ? undefined : next.value
    }
    await store(client.completeMultipartUpload(bucket, key, uploadId, etags))
    return size
  } catch (error) {
    // Best effort: a store that is down cannot abort either (a lifecycle rule for incomplete
    // uploads is the backstop there).
    await client.abortMultipartUpload(bucket, key, uploadId).catch(() => {})
    throw error
  }
}
