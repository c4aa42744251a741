import fp from 'fastify-plugin'
import { sendError } from '../http/send-error.js'
import { sendPage } from '../pages/page-response.js'

/**
 * The one not-found handler. API and media paths answer JSON; other GETs get the site's 404 page
 * (status 404) when the API makes the pages (plugins/public-pages.ts).
 */
export default fp(
  async (app) => {
    app.setNotFoundHandler(async (request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/media/')
      if (app.pages && isPage) return sendPage(request, reply, await app.pages.notFound())
      return sendError(reply, 404, `Not found: ${request.method} ${request.url}`)
    })
  },
  { name: 'not-found' },
)
