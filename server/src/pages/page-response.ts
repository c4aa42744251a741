import { createHash } from 'node:crypto'
import type { CaptchaProvider } from '@site/contract/captcha'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { contentSecurityPolicy, permissionsPolicy } from '../http/content-security-policy.js'
import { etagMatches } from '../http/etag.js'

/** A page or text file as the site sends it: every header of it is decided here, once. */
export interface PageResponse {
  status: number
  body: Buffer
  contentType: string
  headers: Record<string, string>
}

export interface PageHeaderOptions {
  captchaProvider: CaptchaProvider
  /** The page's own inline scripts, as CSP sources (the bundle hashes them). */
  scriptHashes: readonly string[]
  /** The admin portal keeps the camera (photos taken on site); every other page has it off. */
  portal?: boolean
  /** A staff preview of unpublished settings: never kept by anyone. */
  preview?: boolean
  /**
   * A page for one person (a customer's review link): never kept by anyone, not indexed. Without
   * `X-Accel-Expires` nginx keeps no copy either.
   */
  personal?: boolean
}

/**
 * An HTML page with its headers: a Content-Security-Policy allowing exactly this page's inline
 * scripts; revalidated on every load (a published change shows at once) with an ETag, so an
 * unchanged page costs a 304. `X-Accel-Expires: @1` (an instant long past) lets nginx keep the
 * page while treating it as expired: nginx asks the API every time and sends its copy only when
 * the API cannot answer, during an upgrade say (stale-on-error, decision 052). nginx never passes
 * that header on.
 */
export function htmlPage(html: string, status: number, options: PageHeaderOptions): PageResponse {
  const body = Buffer.from(html)
  return {
    status,
    body,
    contentType: 'text/html; charset=utf-8',
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(
        options.captchaProvider,
        options.scriptHashes,
      ),
      'Permissions-Policy': permissionsPolicy(options.portal ? 'admin' : 'public'),
      ...(options.preview || options.personal
        ? { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
        : { 'Cache-Control': 'no-cache', ETag: etagOf(body), 'X-Accel-Expires': '@1' }),
    },
  }
}

/** robots.txt, sitemap.xml: revalidated like the pages. */
export function textFile(text: string, contentType: string): PageResponse {
  return binaryFile(Buffer.from(text), contentType)
}

/** A file the API writes (the share image), revalidated like the pages. */
export function binaryFile(body: Buffer, contentType: string): PageResponse {
  return {
    status: 200,
    body,
    contentType,
    headers: { 'Cache-Control': 'no-cache', ETag: etagOf(body), 'X-Accel-Expires': '@1' },
  }
}

/** Sends a page, or 304 when the asker holds it already. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageResponse) {
  reply.headers(page.headers).type(page.contentType)
  const held = request.headers['if-none-match']
  if (page.status === 200 && page.headers.ETag && held && etagMatches(held, page.headers.ETag)) {
    return reply.code(304).send()
  }
  return reply.code(page.status).send(page.body)
}

function etagOf(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}
