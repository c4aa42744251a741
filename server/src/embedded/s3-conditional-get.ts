/** The part of Koa's context the shim uses (s3rver is a Koa application). */
interface KoaContext {
  method: string
  path: string
  query: Record<string, unknown>
  headers: Record<string, string | string[] | undefined>
  status: number
  set(field: string, value: string): void
  store: { getMetadata(bucket: string, key: string): Promise<Record<string, string | number>> }
}

/**
 * Makes s3rver answer a GET or HEAD of an object as S3 does where the API relies on it:
 * - `If-None-Match` with the object's ETag: 304 with ETag and Last-Modified. s3rver sends neither,
 *   and leaves the file it opened for the body open (one file descriptor lost per 304).
 * - a suffix range (`bytes=-500`, the last 500 bytes): s3rver reads it as `bytes=0-500`, so it is
 *   rewritten to the first byte it names, after the request's signature was checked
 *   (s3-signature.ts), which covers it.
 */
export async function conditionalGetShim(ctx: KoaContext, next: () => Promise<void>) {
  if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || Object.keys(ctx.query).length > 0) {
    return next()
  }
  const ifNoneMatch = ctx.headers['if-none-match']
  const suffix = /^bytes=-(\d+)$/.exec(String(ctx.headers.range ?? ''))?.[1]
  if (!ifNoneMatch && suffix === undefined) return next()
  const [bucket, ...key] = pathSegments(ctx.path)
  if (!bucket || key.length === 0) return next()
  const metadata = await ctx.store.getMetadata(bucket, key.join('/')).catch(() => null)
  if (!metadata) return next() // s3rver says NoSuchKey

  const etag = String(metadata.etag)
  if (ifNoneMatch === etag || ifNoneMatch === '*') {
    ctx.status = 304
    ctx.set('ETag', etag)
    ctx.set('Last-Modified', String(metadata['last-modified']))
    return
  }
  if (suffix !== undefined) {
    const size = Number(metadata['content-length'])
    ctx.headers.range = `bytes=${Math.max(0, size - Number(suffix))}-`
  }
  return next()
}

/** The decoded segments of a request path; none when it is not valid percent-encoding. */
function pathSegments(requestPath: string): string[] {
  try {
    return decodeURIComponent(requestPath).split('/').filter(Boolean)
  } catch {
    return []
  }
}
