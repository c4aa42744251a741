import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import S3rver from 's3rver'
import { escapeMarkup } from '../shared/escape-markup.js'
import { conditionalGetShim } from './s3-conditional-get.js'
import { signedRequestsOnly } from './s3-signature.js'
import { readOrCreateSecret } from './secret-file.js'

export interface LocalS3Handle {
  endpoint: string
  accessKey: string
  secretKey: string
  stop(): Promise<void>
}

/** s3rver's one built-in account, which its own check needs a request to name. */
const ACCESS_KEY = 'S3RVER'

/**
 * Starts s3rver, a local S3-protocol server keeping objects under `dir`. Port 0 picks a free port.
 * s3rver does not implement ListMultipartUploads (which the `minio` client calls before every
 * multipart upload) nor AbortMultipartUpload (which an upload that fails half-way needs); the shim
 * answers both from s3rver's own folder of unfinished uploads. Conditional and suffix-range GETs
 * get a shim of their own (s3-conditional-get.ts). An unfinished upload found when the
 * server starts was abandoned by an earlier run (nothing can upload to a server that is not
 * running yet), so its parts are removed then.
 *
 * Only requests signed with its secret key are answered (s3-signature.ts; s3rver itself checks
 * none): the one in `secretFile` (owner-only, generated on first use), else a new one per start.
 */
export async function startLocalS3(options: {
  dir: string
  port: number
  secretFile?: string
}): Promise<LocalS3Handle> {
  await mkdir(options.dir, { recursive: true })
  const secretKey = options.secretFile
    ? await readOrCreateSecret(options.secretFile)
    : randomBytes(24).toString('base64url')
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.dir,
    silent: true,
  })
  server.middleware.unshift(
    signedRequestsOnly({ accessKey: ACCESS_KEY, secretKey }),
    multipartUploadsShim,
    conditionalGetShim,
  )
  await removeUnfinishedUploads(options.dir, server.store)
  let address: AddressInfo
  try {
    address = (await server.run()) as AddressInfo
  } catch (error) {
    throw new Error(
      `The local S3 server could not listen on port ${options.port}: ${(error as Error).message}`,
    )
  }
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKey: ACCESS_KEY,
    secretKey,
    stop: () => server.close(),
  }
}

/** Removes the parts of every multipart upload under `dir`, in every bucket. */
async function removeUnfinishedUploads(dir: string, store: S3rver['store']): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isDirectory()) continue
    const uploads = store.getResourcePath(entry.name, undefined, 'uploads')
    await rm(uploads, { recursive: true, force: true })
  }
}

/** The part of Koa's context the shim uses (s3rver is a Koa application). */
interface KoaContext {
  method: string
  path: string
  query: Record<string, string | string[] | undefined>
  type: string
  body: unknown
  status: number
  store: { getResourcePath(bucket: string, key: undefined, resource: string): string }
}

export async function multipartUploadsShim(
  ctx: KoaContext,
  next: () => Promise<void>,
): Promise<void> {
  const [bucket, ...key] = ctx.path.split('/').filter(Boolean)
  if (!bucket) return next()
  // s3rver keeps each unfinished upload in a folder named by its id, holding a file `key`.
  const uploadsDir = ctx.store.getResourcePath(bucket, undefined, 'uploads')
  const uploadId = ctx.query.uploadId
  if (ctx.method === 'DELETE' && key.length > 0 && typeof uploadId === 'string') {
    if (!/^[0-9a-f]+$/.test(uploadId)) return next()
    await rm(path.join(uploadsDir, uploadId), { recursive: true, force: true })
    ctx.status = 204
    return
  }
  if (ctx.method !== 'GET' || !('uploads' in ctx.query) || key.length > 0) return next()
  const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : ''
  const uploads = (await listUnfinishedUploads(uploadsDir)).filter((u) => u.key.startsWith(prefix))
  ctx.type = 'application/xml'
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Bucket>${escapeMarkup(bucket)}</Bucket><KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker>` +
    `<Prefix>${escapeMarkup(prefix)}</Prefix><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>` +
    uploads
      .map(
        (u) =>
          `<Upload><Key>${escapeMarkup(u.key)}</Key><UploadId>${u.uploadId}</UploadId>` +
          `<StorageClass>STANDARD</StorageClass><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
      )
      .join('') +
    '</ListMultipartUploadsResult>'
}

async function listUnfinishedUploads(uploadsDir: string) {
  const ids = await readdir(uploadsDir).catch(() => [] as string[])
  const uploads = await Promise.all(
    ids.map(async (uploadId) => {
      const folder = path.join(uploadsDir, uploadId)
      try {
        const [key, info] = await Promise.all([
          readFile(path.join(folder, 'key'), 'utf8'),
          stat(folder),
        ])
        // The folder changes with every part: an upload still sending is never "old".
        return { key, uploadId, initiated: info.mtime }
      } catch {
        return null // completed or aborted meanwhile
      }
    }),
  )
  return uploads.filter((upload) => upload !== null)
}
