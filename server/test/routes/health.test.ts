import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startLocalS3 } from '../../src/embedded/s3.js'
import { createTcpGate } from '../support/tcp-gate.js'
import { buildTestApp, createTestDatabase, type TestApp } from '../support/test-app.js'

describe('GET /api/health', () => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('answers 200 when the database and the object store answer', async () => {
    const testApp = await buildTestApp()
    cleanups.push(() => testApp.close())
    const response = await testApp.app.inject('/api/health')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'up', storage: 'up', ready: true })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('answers 503 while the database is down, retries, and recovers when it comes up', async () => {
    const databaseUrl = new URL(await createTestDatabase())
    const gate = await createTcpGate({ host: '127.0.0.1', port: Number(databaseUrl.port) })
    cleanups.push(() => gate.close())
    databaseUrl.port = String(gate.port)

    const testApp: TestApp = await buildTestApp({
      env: { DATABASE_URL: databaseUrl.toString() },
      waitUntilReady: false,
    })
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

  it('answers 503 while the object store is down and 200 once it is up', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-test-s3-gate-'))
    const s3 = await startLocalS3({ dir, port: 0 })
    cleanups.push(
      () => rm(dir, { recursive: true, force: true }),
      () => s3.stop(),
    )
    const gate = await createTcpGate({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) })
    cleanups.push(() => gate.close())

    const testApp = await buildTestApp({
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${gate.port}`,
        S3_ACCESS_KEY: s3.accessKey,
        S3_SECRET_KEY: s3.secretKey,
      },
      waitUntilReady: false,
    })
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
