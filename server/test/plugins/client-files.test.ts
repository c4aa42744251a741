import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, permissionsPolicy } from '../../src/http/content-security-policy.js'
import { scriptHash, writeBuiltClient } from '../support/built-client.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('the built client served by the API (embedded mode)', () => {
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

  it('sends the security headers nginx sends, on pages and JSON alike', async () => {
    for (const url of ['/', '/api/projects', '/api/health']) {
      const response = await get(url)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['x-frame-options']).toBe('DENY')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(response.headers['permissions-policy']).toBe(permissionsPolicy('public'))
      // PUBLIC_URL is https here.
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000')
    }
    expect((await get('/admin-portal')).headers['permissions-policy']).toBe(
      permissionsPolicy('admin'),
    )
  })

  it('serves each prerendered page with PUBLIC_URL filled in and revalidated', async () => {
    for (const [url, name] of [
      ['/', 'home'],
      ['/about', 'about'],
      ['/about/', 'about'],
    ]) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain(`<h1>${name}</h1>`)
      // The trailing slash of PUBLIC_URL is dropped: one canonical form.
      expect(response.body).toContain(`href="https://www.example.com/${name}"`)
      expect(response.body).toContain('data-public-url="https://www.example.com"')
    }
  })

  it('sends every page with the security headers nginx sends, and keeps _csp/ private', async () => {
    for (const url of ['/', '/about', '/admin-portal', '/no-such-page']) {
      const response = await get(url)
      expect(response.headers['content-security-policy']).toBe(
        contentSecurityPolicy('altcha', [scriptHash]),
      )
      expect(response.headers['x-frame-options']).toBe('DENY')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    }
    expect((await get('/_csp/script-hashes.txt')).statusCode).toBe(404)
  })

  it('fills in robots.txt', async () => {
    expect((await get('/robots.txt')).body).toBe('Sitemap: https://www.example.com/sitemap.xml\n')
  })

  it('serves the SPA shell for the admin portal only', async () => {
    for (const url of ['/admin-portal', '/admin-portal/anything']) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<div id="root">')
    }
  })

  it('answers unknown pages with the 404 page and status 404 (no soft 404)', async () => {
    for (const url of [
      '/no-such-page',
      '/gallery/old',
      '/index.html',
      '/_spa.html',
      '/assets/gone.js',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.body).toContain('<h1>not-found</h1>')
    }
  })

  it('serves hashed assets with immutable caching and other files revalidated', async () => {
    const asset = await get('/assets/index-AbC123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache')
  })

  it('answers unknown API and media paths with JSON 404, not a page', async () => {
    for (const url of ['/api/nothing', '/media/missing.jpg']) {
      const response = await get(url)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: expect.any(String) })
    }
    const post = await testApp.app.inject({ method: 'POST', url: '/about' })
    expect(post.statusCode).toBe(404)
  })
})
