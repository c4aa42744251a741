import type { Readable } from 'node:stream'
import * as Minio from 'minio'
import { withTimeout } from '../with-timeout.js'
import { type ReadConditions, readObjectOnce } from './object-read.js'
import { isNotFound, ObjectStoreError, store } from './object-store-error.js'
import { createStoreAgent, storeTransport } from './store-agent.js'
import type { ObjectRead, StoredObject } from './stored-object.js'
import { writeStream } from './streamed-write.js'

/** Where an S3-compatible store is and how to sign in to it. */
export interface StoreConnection {
  endpoint: string
  accessKey: string
  secretKey: string
  region: string
  /** How long a request may wait for the store's response to start (default 30 s). */
  responseTimeoutMs?: number
}

export interface ObjectStoreOptions extends StoreConnection {
  bucket: string
}

/**
 * The minio client for a store, with the project's connections (store-agent.ts: patient name
 * lookups, a response that never starts given up). Every store the site writes to is reached so.
 */
export function createStoreClient(options: StoreConnection): Minio.Client {
  const endpoint = new URL(options.endpoint)
  const useSSL = endpoint.protocol === 'https:'
  return new Minio.Client({
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region: options.region,
    pathStyle: true,
    transport: storeTransport(useSSL, options.responseTimeoutMs),
    transportAgent: createStoreAgent(useSSL),
  })
}

/**
 * The only code that talks to the bucket. Functions are named for what the product needs; object
 * keys are built by `object-keys.ts` and never by callers.
 */
export function createObjectStore(options: ObjectStoreOptions) {
  const client = createStoreClient(options)
  const { bucket, region } = options
  const removalListeners: ((keys: readonly string[]) => Promise<void>)[] = []

  /** The object's metadata, or null when there is no object under `key`. */
  async function describeObject(key: string): Promise<StoredObject | null> {
    try {
      const stat = await client.statObject(bucket, key)
      return {
        size: stat.size,
        etag: stat.etag,
        contentType: String(stat.metaData['content-type'] ?? 'application/octet-stream'),
        lastModified: stat.lastModified,
      }
    } catch (error) {
      if (isNotFound(error)) return null
      throw new ObjectStoreError(error)
    }
  }

  return {
    bucket,

    /** Creates the bucket when it does not exist yet. */
    async ensureBucket(): Promise<void> {
      if (await withTimeout(client.bucketExists(bucket), 5_000, 'object store')) return
      try {
        await client.makeBucket(bucket, region)
      } catch (error) {
        // Another API instance may have created it in the meantime.
        const code = (error as { code?: string }).code
        if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error
      }
    },

    /** Stores `body` under `key`; multipart for large streams, handled by the client. */
    async writeObject(
      key: string,
      body: Readable | Buffer,
      size: number,
      contentType: string,
    ): Promise<void> {
      await client.putObject(bucket, key, body, size, { 'Content-Type': contentType })
    },

    /**
     * Streams `body` into a new object under `key` without holding it in memory (one part at a
     * time) and returns its size. When `body` or the store fails, no object and no unfinished
     * multipart upload is left; store failures are thrown as ObjectStoreError, and `body`'s own
     * errors as they are.
     */
    writeObjectStream(
      key: string,
      body: AsyncIterable<Buffer>,
      contentType: string,
    ): Promise<number> {
      return writeStream(client, bucket, key, body, contentType)
    },

    /**
     * Removes objects; a key with no object is not an error. The listeners hear of it afterwards,
     * also when only some were removed.
     */
    async removeObjects(keys: readonly string[]): Promise<void> {
      try {
        // One at a time: few keys per upload, and s3rver's folder clean-up races on parallel deletes.
        for (const key of keys) await store(client.removeObject(bucket, key))
      } finally {
        for (const listener of removalListeners) await listener(keys)
      }
    },

    /** Calls `listener` after every `removeObjects` (a cache of objects forgets them). */
    onObjectsRemoved(listener: (keys: readonly string[]) => Promise<void>): void {
      removalListeners.push(listener)
    },

    /** Every key in the bucket under `prefix` (the first `limit` of them when given). */
    async listObjectKeys(prefix = '', limit = Number.POSITIVE_INFINITY): Promise<string[]> {
      const keys: string[] = []
      if (limit <= 0) return keys
      for await (const item of client.listObjectsV2(bucket, prefix, true)) {
        if (item.name) keys.push(item.name)
        if (keys.length >= limit) break
      }
      return keys
    },

    /** Whether the bucket exists (a restore creates it only once it writes). */
    bucketExists(): Promise<boolean> {
      return store(withTimeout(client.bucketExists(bucket), 5_000, 'object store'))
    },

    /** Multipart uploads that were started and neither completed nor aborted. */
    async listUnfinishedUploads(prefix = ''): Promise<UnfinishedUpload[]> {
      const uploads: UnfinishedUpload[] = []
      let keyMarker = ''
      let uploadIdMarker = ''
      for (;;) {
        const page = await store(
          client.listIncompleteUploadsQuery(bucket, prefix, keyMarker, uploadIdMarker, ''),
        )
        for (const { key, uploadId, initiated } of page.uploads) {
          uploads.push({ key, uploadId, initiated })
        }
        const next = [page.nextKeyMarker, page.nextUploadIdMarker]
        if (!page.isTruncated || (next[0] === keyMarker && next[1] === uploadIdMarker)) {
          return uploads
        }
        ;[keyMarker, uploadIdMarker] = next as [string, string]
      }
    },

    /** Drops an unfinished multipart upload and the parts it stored. */
    async abortUpload(upload: UnfinishedUpload): Promise<void> {
      await store(client.abortMultipartUpload(bucket, upload.key, upload.uploadId))
    },

    describeObject,

    /**
     * One GET for a visitor's request: the object or one byte range of it, with its metadata;
     * or 304, 416 or 404 as the store answered (see object-read.ts).
     */
    readObjectOnce(key: string, conditions: ReadConditions): Promise<ObjectRead> {
      return readObjectOnce(client, bucket, key, conditions, async (missing) => {
        return (await describeObject(missing))?.size
      })
    },

    /** Streams the whole object. */
    readObject(key: string): Promise<Readable> {
      return store(client.getObject(bucket, key))
    },

    /** The whole object in memory (photos: at most 50 MB). */
    async readObjectBytes(key: string): Promise<Buffer> {
      const chunks: Buffer[] = []
      for await (const chunk of await store(client.getObject(bucket, key))) {
        chunks.push(chunk as Buffer)
      }
      return Buffer.concat(chunks)
    },

    /** True when the store answers and the bucket exists. */
    async isAvailable(): Promise<boolean> {
      try {
        return await withTimeout(client.bucketExists(bucket), 2_000, 'object store')
      } catch {
        return false
      }
    },
  }
}

export interface UnfinishedUpload {
  key: string
  uploadId: string
  /** When the store says it began (the embedded store: when a part last arrived). */
  initiated: Date
}

export type ObjectStore = ReturnType<typeof createObjectStore>
