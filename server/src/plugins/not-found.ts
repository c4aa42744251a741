import fp from 'fastify-plugin'
import type { ClientPage } from '../client-pages.js'
import { sendPage } from './client-files.js'

/**
 * The one not-found handler. API and media paths answer JSON; other GETs get the client's 404
 * page (status 404) when the client is served here.
 */
export default fp(
  async (app, options: { notFoundPage?: ClientPage }) => {
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/media/')
      if (options.notFoundPage && isPage) return sendPage(reply, options.notFoundPage, 404)
      return reply
        .code(404)
        .send({ success: false, message: `Not found: ${request.method} ${request.url}` })
    })
  },
  { name: 'not-found' },
)
