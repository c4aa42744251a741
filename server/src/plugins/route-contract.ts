import fp from 'fastify-plugin'

/**
 * Every API route declares its response schemas (from @site/contract), so a response that does not
 * match the contract fails on the server, in tests, instead of reaching a browser. A route
 * registered without them stops the app from starting. `/media/*` answers files, not JSON. A
 * route that only sends the browser elsewhere declares its redirect (3xx) in place of a 2xx.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return
      const response = route.schema?.response as Record<string, unknown> | undefined
      const statuses = Object.keys(response ?? {})
      const missing = ['2xx', '4xx', '5xx'].filter((range) =>
        statuses.every(
          (status) => status[0] !== range[0] && !(range === '2xx' && status[0] === '3'),
        ),
      )
      if (missing.length > 0) {
        throw new Error(
          `${route.method} ${route.url} declares no answer schema for ${missing.join(', ')}: add them from @site/contract`,
        )
      }
    })
  },
  { name: 'route-contract' },
)
