import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The built client's files, served as they are (the embedded mode; nginx serves them in
 * production): hashed assets cached forever, the rest (icons, the web manifest) revalidated. The
 * pages are the API's own (plugins/public-pages.ts); unknown paths get the 404 page.
 */
export default fp(
  async (app, options: { root: string }) => {
    await app.register(fastifyStatic, {
      root: path.resolve(options.root),
      cacheControl: false,
      index: false,
      // The build writes `.br` and `.gz` beside each asset (client/scripts/precompress.ts): sent
      // as they are to browsers that accept them, with `Vary: Accept-Encoding`.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache')
      },
    })
  },
  { name: 'client-files' },
)
