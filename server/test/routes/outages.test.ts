import { describe, expect, it, vi } from 'vitest'
import { loginAsAdmin, testAdmin } from '../support/admin-session.js'
import { cleanupsAfterEach } from '../support/cleanups.js'
import { makeImage } from '../support/media-files.js'
import { gatedDatabase, gatedObjectStore } from '../support/tcp-gate.js'
import { buildTestApp } from '../support/test-app.js'
import { postUpload } from '../support/uploads.js'

// A service that goes away after start-up is no fault of the request: every route says 503, when
// to try again, and in words for people; and it works again by itself when the service is back.
describe('a backing service down after start-up', () => {
  const cleanups = cleanupsAfterEach()

  const expectUnavailable = (
    response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    service: RegExp,
  ) => {
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('30')
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(service) })
  }

  it('PostgreSQL: the catalogue, login and uploads respond with 503, then recover', async () => {
    const { gate, env } = await gatedDatabase(cleanups)
    await gate.open()
    const testApp = await buildTestApp({ env, allowErrorLogs: true })
    cleanups.push(() => testApp.close())
    const cookie = await loginAsAdmin(testApp)
    const photo = await makeImage('jpeg', 60, 40)

    await gate.close()
    const { app } = testApp
    expectUnavailable(await app.inject('/api/projects'), /database/)
    expectUnavailable(await app.inject('/api/categories'), /database/)
    expectUnavailable(
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: testAdmin }),
      /database/,
    )
    expectUnavailable(
      await postUpload(
        testApp,
        [
          { name: 'fileType', value: 'image' },
          { name: 'files', filename: 'roof.jpg', content: photo },
        ],
        cookie,
      ),
      /database/,
    )

    await gate.open()
    await vi.waitFor(async () => expect((await app.inject('/api/projects')).statusCode).toBe(200), {
      timeout: 20_000,
      interval: 250,
    })
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/login', payload: testAdmin })).statusCode,
    ).toBe(200)
  })

  it('the object store: media files respond with 503, then recover', async () => {
    const { gate, env } = await gatedObjectStore(cleanups)
    await gate.open()
    const testApp = await buildTestApp({ env, allowErrorLogs: true })
    cleanups.push(() => testApp.close())
    const key = 'derived/test/kept.jpg'
    await testApp.app.storage.writeObject(key, Buffer.from('jpeg bytes'), 10, 'image/jpeg')

    await gate.close()
    expectUnavailable(await testApp.app.inject(`/media/${key}`), /media store/)

    await gate.open()
    await vi.waitFor(
      async () => expect((await testApp.app.inject(`/media/${key}`)).body).toBe('jpeg bytes'),
      { timeout: 20_000, interval: 250 },
    )
  })
})
