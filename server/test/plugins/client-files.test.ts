import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('the built client served by the API (embedded mode)', () => {
  let dir: string
  let testApp: TestApp
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-test-client-'))
    await mkdir(path.join(dir, 'assets'))
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
    await writeFile(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)')
    testApp = await buildTestApp({ clientDir: dir })
  })
  afterAll(async () => {
    await testApp.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('serves hashed assets with immutable caching and HTML revalidated', async () => {
    const asset = await testApp.app.inject('/assets/index-AbC123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const home = await testApp.app.inject('/')
    expect(home.statusCode).toBe(200)
    expect(home.headers['cache-control']).toBe('no-cache')
    expect(home.body).toContain('<div id="root">')
  })

  it('answers client routes and unknown pages with the app shell', async () => {
    for (const url of ['/gallery', '/no-such-page', '/admin-portal?x=1']) {
      const response = await testApp.app.inject(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.body).toContain('<div id="root">')
    }
  })

  it('answers unknown API and media paths with JSON 404, not the shell', async () => {
    for (const url of ['/api/nothing', '/media/missing.jpg']) {
      const response = await testApp.app.inject(url)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: expect.any(String) })
    }
    const post = await testApp.app.inject({ method: 'POST', url: '/gallery' })
    expect(post.statusCode).toBe(404)
  })
})
