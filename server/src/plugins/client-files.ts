import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built client (the embedded mode; nginx does this in production) with the same
 * caching as nginx: hashed assets forever, HTML always revalidated. Unknown paths outside /api
 * and /media get the SPA shell, which renders the 404 page.
 */
export default fp(
  async (app, options: { root: string }) => {
    await app.register(fastifyStatic, {
      root: path.resolve(options.root),
      cacheControl: false,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache')
      },
    })
  },
  { name: 'client-files' },
)
