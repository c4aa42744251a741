import fp from 'fastify-plugin'

/**
 * Every API route declares its answer schemas (from @site/contract), so an answer that does not
 * match the contract fails on the server, in tests, instead of reaching a browser. A route
 * registered without them stops the app from starting. `/media/*` answers files, not JSON.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return
      const response = route.schema?.response as Record<string, unknown> | undefined
      const missing = ['2xx', '4xx', '5xx'].filter((range) =>
        Object.keys(response ?? {}).every((status) => status[0] !== range[0]),
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
