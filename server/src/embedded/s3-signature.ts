import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
// The signer of the `minio` client the site uses, so the check reckons exactly as the client signs.
import { signV4 } from 'minio/dist/esm/signing.mjs'

export interface StoreCredentials {
  accessKey: string
  secretKey: string
}

/** The part of Koa's context the check uses (s3rver is a Koa application). */
interface KoaContext {
  req: IncomingMessage
  status: number
  type: string
  body: unknown
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([\w-]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/
/** What S3 allows between the request's clock and its own. */
const MAX_SKEW_MS = 15 * 60 * 1000
const REQUIRED_SIGNED = ['host', 'x-amz-content-sha256', 'x-amz-date']

/**
 * s3rver checks no V4 signature (it takes any request that names its built-in key, and one with
 * no signature at all), so any local user could list, read, write and delete every object. This
 * Koa middleware, first in its stack, responds with 403 to every request not signed (AWS Signature V4,
 * Authorization header) with `credentials`. Query-string (presigned) requests are refused too:
 * the site never makes them. The body is not checked against its signed hash: forging a body
 * needs a signed request seen on the wire, and loopback traffic is only visible to root.
 */
export function signedRequestsOnly(credentials: StoreCredentials) {
  return async function signatureCheck(ctx: KoaContext, next: () => Promise<void>) {
    if (isSignedWith(ctx.req, credentials)) return next()
    ctx.status = 403
    ctx.type = 'application/xml'
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code>' +
      '<Message>The request is not signed with the site&#39;s key.</Message></Error>'
  }
}

export function isSignedWith(request: IncomingMessage, credentials: StoreCredentials): boolean {
  const authorization = request.headers.authorization ?? ''
  const match = AUTHORIZATION.exec(authorization)
  if (!match) return false
  const [, accessKey, day, region = '', signedList = '', signature = ''] = match
  if (accessKey !== credentials.accessKey) return false
  const amzDate = String(request.headers['x-amz-date'] ?? '')
  const date = parseAmzDate(amzDate)
  if (!date || !amzDate.startsWith(day ?? '')) return false
  if (Math.abs(Date.now() - date.getTime()) > MAX_SKEW_MS) return false
  const payloadHash = request.headers['x-amz-content-sha256']
  if (typeof payloadHash !== 'string') return false

  const signed = signedList.split(';')
  if (!REQUIRED_SIGNED.every((name) => signed.includes(name))) return false
  const headers: Record<string, string> = {}
  for (const name of signed) {
    const value = request.headers[name]
    if (typeof value !== 'string') return false
    headers[name] = value
  }
  const expected = signV4(
    { protocol: 'http:', method: request.method ?? '', path: request.url ?? '', headers },
    credentials.accessKey,
    credentials.secretKey,
    region,
    date,
    payloadHash,
  )
  const expectedSignature = Buffer.from(expected.slice(expected.lastIndexOf('=') + 1))
  const given = Buffer.from(signature)
  return given.length === expectedSignature.length && timingSafeEqual(given, expectedSignature)
}

function parseAmzDate(value: string): Date | null {
  const parts = AMZ_DATE.exec(value)
  if (!parts) return null
  const [year, month, day, hours, minutes, seconds] = parts.slice(1).map(Number)
  const date = new Date(
    Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0, hours ?? 0, minutes ?? 0, seconds ?? 0),
  )
  return Number.isNaN(date.getTime()) ? null : date
}
