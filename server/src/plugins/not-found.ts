import fp from 'fastify-plugin'

/**
 * The one not-found handler. API and media paths answer JSON; any other GET gets the client's
 * SPA shell when the client is served here, so the client's router shows its 404 page.
 */
export default fp(
  async (app, options: { serveClientShell: boolean }) => {
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/media/')
      if (options.serveClientShell && isPage) {
        reply.header('Cache-Control', 'no-cache')
        return reply.type('text/html; charset=utf-8').sendFile('index.html')
      }
      return reply
        .code(404)
        .send({ success: false, message: `Not found: ${request.method} ${request.url}` })
    })
  },
  { name: 'not-found' },
)
