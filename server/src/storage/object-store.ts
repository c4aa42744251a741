import * as Minio from 'minio'
import { withTimeout } from '../with-timeout.js'

export interface ObjectStoreOptions {
  endpoint: string
  accessKey: string
  secretKey: string
  bucket: string
  region: string
}

/**
 * The only code that talks to the bucket. Functions are named for what the product needs; object
 * keys are built by `object-keys.ts` and never by callers.
 */
export function createObjectStore(options: ObjectStoreOptions) {
  const endpoint = new URL(options.endpoint)
  const useSSL = endpoint.protocol === 'https:'
  const client = new Minio.Client({
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region: options.region,
    pathStyle: true,
  })
  const { bucket, region } = options

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

export type ObjectStore = ReturnType<typeof createObjectStore>
