import { mkdir } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import S3rver from 's3rver'

export interface LocalS3Handle {
  endpoint: string
  accessKey: string
  secretKey: string
  stop(): Promise<void>
}

/** s3rver accepts any credentials with its default settings; these are the documented ones. */
const ACCESS_KEY = 'S3RVER'
const SECRET_KEY = 'S3RVER'

/**
 * Starts s3rver, a local S3-protocol server keeping objects under `dir`. Port 0 picks a free port.
 * s3rver does not implement ListMultipartUploads, which the `minio` client calls before every
 * multipart upload; the shim answers it with an empty list, which is what a bucket with no
 * unfinished uploads returns.
 */
export async function startLocalS3(options: { dir: string; port: number }): Promise<LocalS3Handle> {
  await mkdir(options.dir, { recursive: true })
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.dir,
    silent: true,
  })
  server.middleware.unshift(listMultipartUploadsShim)
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
    secretKey: SECRET_KEY,
    stop: () => server.close(),
  }
}

/** The part of Koa's context the shim uses (s3rver is a Koa application). */
interface KoaContext {
  method: string
  path: string
  query: Record<string, string | string[] | undefined>
  type: string
  body: unknown
}

async function listMultipartUploadsShim(ctx: KoaContext, next: () => Promise<void>): Promise<void> {
  const bucket = ctx.path.split('/').filter(Boolean)
  if (ctx.method !== 'GET' || !('uploads' in ctx.query) || bucket.length !== 1) return next()
  const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : ''
  ctx.type = 'application/xml'
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Bucket>${escapeXml(bucket[0] ?? '')}</Bucket><KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker>` +
    `<Prefix>${escapeXml(prefix)}</Prefix><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>` +
    '</ListMultipartUploadsResult>'
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}
