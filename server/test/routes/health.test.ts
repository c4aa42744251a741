import { describe, expect, it, vi } from 'vitest'
import { cleanupsAfterEach } from '../support/cleanups.js'
import { gatedDatabase, gatedObjectStore } from '../support/tcp-gate.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('GET /api/health', () => {
  const cleanups = cleanupsAfterEach()

  it('responds with 200 when the database and the object store answer', async () => {
    const testApp = await buildTestApp()
    cleanups.push(() => testApp.close())
    const response = await testApp.app.inject('/api/health')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'up', storage: 'up', ready: true })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('responds with 503 while the database is down, retries, and recovers when it comes up', async () => {
    const { gate, env } = await gatedDatabase(cleanups)

    const testApp: TestApp = await buildTestApp({ env, waitUntilReady: false })
    const app = testApp.app
    cleanups.push(() => testApp.close())

    const down = await app.inject('/api/health')
    expect(down.statusCode).toBe(503)
    expect(down.json()).toMatchObject({ status: 'unavailable', database: 'down', ready: false })
    const projects = await app.inject('/api/projects')
    expect(projects.statusCode).toBe(503)
    expect(projects.json()).toEqual({ success: false, message: expect.stringMatching(/starting/) })
    expect(projects.headers['retry-after']).toBe('5')

    await gate.open()
    await vi.waitFor(async () => expect((await app.inject('/api/health')).statusCode).toBe(200), {
      timeout: 20_000,
      interval: 200,
    })
    expect((await app.inject('/api/projects')).json()).toEqual([])
    expect(testApp.logs.some((line) => /database migrations.*retrying/.test(line.msg))).toBe(true)
  })

  it('responds with 503 while the object store is down and 200 once it is up', async () => {
    const { gate, env } = await gatedObjectStore(cleanups)

    const testApp = await buildTestApp({ env, waitUntilReady: false })
    cleanups.push(() => testApp.close())

    const down = await testApp.app.inject('/api/health')
    expect(down.statusCode).toBe(503)
    expect(down.json()).toMatchObject({ database: 'up', storage: 'down' })

    await gate.open()
    await vi.waitFor(
      async () => expect((await testApp.app.inject('/api/health')).statusCode).toBe(200),
      { timeout: 20_000, interval: 200 },
    )

    await gate.close()
    expect((await testApp.app.inject('/api/health')).json()).toMatchObject({ storage: 'down' })
  })
})
