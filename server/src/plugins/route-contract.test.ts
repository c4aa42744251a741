import { apiError, errorResponses } from '@site/contract/api-error'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import errorHandler from './error-handler.js'
import routeContract from './route-contract.js'

async function guardedApp() {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(routeContract)
  await app.register(errorHandler)
  return app
}

const greeting = z.object({ hello: z.string() })

describe('the route contract guard', () => {
  it('refuses an API route without response schemas', async () => {
    const app = await guardedApp()
    expect(() => app.get('/api/open', async () => ({ hello: 'world' }))).toThrow(
      /GET \/api\/open declares no answer schema/,
    )
  })

  it('refuses an API route that leaves out the error responses', async () => {
    const app = await guardedApp()
    expect(() =>
      app.get('/api/half', { schema: { response: { 200: greeting } } }, async () => ({
        hello: 'world',
      })),
    ).toThrow(/for 4xx, 5xx/)
  })

  it('lets a route with every response declared through, and fails its wrong responses with 500', async () => {
    const app = await guardedApp()
    app.get(
      '/api/wrong',
      { schema: { response: { 200: greeting, ...errorResponses } } },
      async () => ({ hello: 42 }) as unknown as { hello: string },
    )
    const response = await app.inject('/api/wrong')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ success: false, message: 'Internal Server Error' })
    expect(apiError.safeParse(response.json()).success).toBe(true)
  })

  it('takes a declared redirect in place of a 2xx response, and nothing else', async () => {
    const app = await guardedApp()
    app.get(
      '/api/elsewhere',
      { schema: { response: { 303: z.null(), ...errorResponses } } },
      async (_request, reply) => reply.redirect('/somewhere', 303),
    )
    expect(() =>
      app.get('/api/only-errors', { schema: { response: errorResponses } }, async () => null),
    ).toThrow(/declares no answer schema for 2xx/)
    const response = await app.inject('/api/elsewhere')
    expect([response.statusCode, response.headers.location]).toEqual([303, '/somewhere'])
  })

  it('leaves routes outside /api alone', async () => {
    const app = await guardedApp()
    app.get('/media/*', async () => 'bytes')
    expect((await app.inject('/media/x')).body).toBe('bytes')
  })
})
