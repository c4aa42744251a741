import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { htmlPage, sendPage } from '../../server/src/pages/page-response.js'
import securityHeaders from '../../server/src/plugins/security-headers.js'

/**
 * A stand-in for the API's pages behind the nginx template: the API's own page responses
 * (server/src/pages/page-response.ts: headers, ETag, 304, `X-Accel-Expires`), its security headers
 * and compression, with texts a test sets and changes. `/api/…` answers JSON.
 */
export interface PageUpstream {
  app: FastifyInstance
  port: number
  /** The page at each path; any other path is the 404 page. */
  pages: Map<string, string>
  /** Every path asked for, in order (pages and /api alike). */
  asked: string[]
  /** While set, every page responds with this status, as the API does when it fails. */
  failWith?: number
}

export async function startPageUpstream(port = 0): Promise<PageUpstream> {
  const app = Fastify()
  const upstream: PageUpstream = { app, port, pages: new Map(), asked: [] }
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 })
  await app.register(securityHeaders, { publicUrl: 'https://www.example.com' })
  app.addHook('onRequest', async (request) => {
    upstream.asked.push(request.url)
  })
  app.get('/api/*', async (request) => ({ url: request.url, seq: upstream.asked.length }))
  app.get('/*', async (request, reply) => {
    if (upstream.failWith) {
      return reply.code(upstream.failWith).send({ success: false, message: 'failing' })
    }
    const text = upstream.pages.get(request.url)
    const html = `<!doctype html><html lang="en"><title>${text ?? 'Page not found'}</title>${'<p>A page long enough to be compressed.</p>'.repeat(40)}</html>`
    const page = htmlPage(html, text === undefined ? 404 : 200, {
      captchaProvider: 'altcha',
      scriptHashes: [],
    })
    return sendPage(request, reply, page)
  })
  await app.listen({ host: '127.0.0.1', port })
  upstream.port = (app.server.address() as { port: number }).port
  return upstream
}
