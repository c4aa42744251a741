import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { ClientPage, ClientPages } from '../client-pages.js'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Routes served by the SPA shell (never prerendered). */
const SPA_ONLY = ['/admin-portal']

export function sendPage(reply: FastifyReply, page: ClientPage, status = 200) {
  return reply
    .code(status)
    .headers(page.headers)
    .header('Cache-Control', 'no-cache')
    .type(page.contentType)
    .send(page.body)
}

/**
 * Serves the built client the way nginx does (the embedded mode): prerendered pages per route,
 * the SPA shell for the admin portal, hashed assets cached forever, everything else revalidated.
 * Unknown paths get the 404 page from the not-found handler.
 */
export default fp(
  async (
    app,
    options: {
      root: string
      pages: ClientPages
      /** Prerendered pages the API answers itself, from the client's server bundle. */
      renderedByApi?: readonly string[]
    },
  ) => {
    const { pages, renderedByApi = [] } = options
    await app.register(fastifyStatic, {
      root: path.resolve(options.root),
      cacheControl: false,
      index: false,
      // The build writes `.br` and `.gz` beside each asset (client/scripts/precompress.ts): sent
      // as they are to browsers that accept them, with `Vary: Accept-Encoding`.
      preCompressed: true,
      // HTML and the text files carry the PUBLIC_URL token: they are answered below, filled in.
      // _csp/ is build output for the server itself, as nginx treats it.
      allowedPath: (pathName) =>
        !pathName.endsWith('.html') &&
        !pages.textFiles.has(pathName) &&
        !pathName.startsWith('/_csp/'),
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache')
      },
    })
    for (const [url, page] of [...pages.pages, ...pages.textFiles]) {
      if (renderedByApi.includes(url)) continue
      app.get(url, (_request, reply) => sendPage(reply, page))
    }
    for (const url of SPA_ONLY) {
      app.get(url, (_request, reply) => sendPage(reply, pages.spaShell))
      app.get(`${url}/*`, (_request, reply) => sendPage(reply, pages.spaShell))
    }
  },
  { name: 'client-files' },
)
