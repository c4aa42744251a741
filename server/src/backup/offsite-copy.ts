import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import * as Minio from 'minio'
import type { Config } from '../config.js'
import { createStoreClient } from '../storage/object-store.js'
import { writeStream } from '../storage/streamed-write.js'

export type OffsiteSettings = NonNullable<Config['backup']['offsite']>

/** S3's most for one CopyObject; larger archives are copied in parts (UploadPartCopy). */
const SINGLE_COPY_LIMIT = 5 * 1024 * 1024 * 1024

/**
 * Copies the archive `file` to the off-site bucket as `prefix + name`, without ever showing a
 * half-written object under that name: it goes up under a temporary key, its size is checked
 * against the file's, and only then is it copied, inside the store, to its name (a copy appears
 * whole or not at all) and the temporary key removed. Then keeps the newest `keep` archives there
 * (those whose names match `archiveName`). Store failures are thrown as they come.
 */
export async function copyOffsite(
  settings: OffsiteSettings,
  file: string,
  name: string,
  keep: number,
  archiveName: RegExp,
): Promise<{ key: string; removed: number }> {
  const client = createStoreClient(settings)
  const { bucket, prefix } = settings
  const key = `${prefix}${name}`
  const temporary = `${prefix}.${name}.uploading`
  const { size } = await stat(file)
  try {
    // One PUT, or a multipart upload that writeStream aborts when anything fails.
    await writeStream(client, bucket, temporary, createReadStream(file), 'application/octet-stream')
    const stored = await client.statObject(bucket, temporary)
    if (stored.size !== size) {
      throw new Error(`the store kept ${stored.size} of the archive's ${size} bytes`)
    }
    const source = new Minio.CopySourceOptions({ Bucket: bucket, Object: temporary })
    const target = new Minio.CopyDestinationOptions({ Bucket: bucket, Object: key })
    if (size <= SINGLE_COPY_LIMIT) await client.copyObject(source, target)
    else await client.composeObject(target, [source])
  } finally {
    await client.removeObject(bucket, temporary).catch(() => {})
  }

  const archives: string[] = []
  /** Temporary keys of runs that crashed between upload and copy. */
  const leftovers: string[] = []
  for await (const item of client.listObjectsV2(bucket, prefix, false)) {
    const own = item.name?.slice(prefix.length) ?? ''
    if (archiveName.test(own)) archives.push(item.name as string)
    else if (/^\.site-.*\.uploading$/.test(own)) leftovers.push(item.name as string)
  }
  const old = archives.sort().slice(0, Math.max(0, archives.length - keep))
  for (const oldKey of [...old, ...leftovers]) await client.removeObject(bucket, oldKey)
  return { key, removed: old.length }
}
