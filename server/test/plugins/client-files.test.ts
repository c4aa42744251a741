import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { permissionsPolicy } from '../../src/http/content-security-policy.js'
import { writeBuiltClient } from '../support/built-client.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

// The pages themselves: server/test/pages/public-pages.test.ts.
describe("the built client's files served by the API (embedded mode)", () => {
  let dir: string
  let testApp: TestApp
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-test-client-'))
    await writeBuiltClient(dir)
    testApp = await buildTestApp({
      clientDir: dir,
      env: { PUBLIC_URL: 'https://www.example.com/' },
    })
  })
  afterAll(async () => {
    await testApp.close()
    await rm(dir, { recursive: true, force: true })
  })

  const get = (url: string) => testApp.app.inject(url)

  it('sends the security headers with files and JSON alike', async () => {
    for (const url of ['/favicon.svg', '/api/projects', '/api/health']) {
      const response = await get(url)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['x-frame-options']).toBe('DENY')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(response.headers['permissions-policy']).toBe(permissionsPolicy('public'))
      // PUBLIC_URL is https here.
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000')
    }
  })

  it('serves hashed assets with immutable caching and other files revalidated', async () => {
    const asset = await get('/assets/index-AbC123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache')
  })

  it('responds to a missing file, and to API and media paths, with JSON 404 when it makes no pages', async () => {
    for (const url of ['/assets/gone.js', '/api/nothing', '/media/missing.jpg', '/about']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.json()).toEqual({ success: false, message: expect.any(String) })
    }
  })
})
