import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeBuiltClient } from '../support/built-client.js'
import { repoRoot } from '../support/run-entry.js'
import { seedMedia } from '../support/seed.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const run = promisify(execFile)

// About 40 KB of JavaScript that compresses well, as a real bundle does.
const bundle = Array.from(
  { length: 800 },
  (_, i) => `export function part${i}(value){return value*${i}+1}\n`,
).join('')
const bundlePath = '/assets/index-Big123.js'

/** The body as the browser reads it, undoing the response's Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8')
  return response.body
}

describe('compression: assets once at build time, responses as they are sent', () => {
  let dir: string
  let testApp: TestApp

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-test-compression-'))
    await writeBuiltClient(dir)
    await writeFile(path.join(dir, bundlePath), bundle)
    // The build's own step, on this folder.
    await run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['client/scripts/precompress.ts'], {
      cwd: repoRoot,
      env: { ...process.env, CLIENT_OUT_DIR: dir },
    })
    // The pages from the real client build's server bundle, as npm start makes them.
    testApp = await buildTestApp({
      clientDir: dir,
      pagesDir: path.join(repoRoot, 'client/dist-ssr'),
    })
  }, 60_000)
  afterAll(async () => {
    await testApp?.close()
    await rm(dir, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ url, headers })

  it('writes a brotli and a gzip copy beside each text asset worth compressing, and no others', async () => {
    const files = (await readdir(path.join(dir, 'assets'))).sort()
    expect(files).toEqual([
      'index-AbC123.js',
      'index-Big123.js',
      'index-Big123.js.br',
      'index-Big123.js.gz',
    ])
    const br = await readFile(path.join(dir, `${bundlePath}.br`))
    expect(brotliDecompressSync(br).toString('utf8')).toBe(bundle)
    expect(br.length).toBeLessThan(bundle.length / 5)
  })

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    ['zstd, compress', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s": the asset as %s', async (accept, expected) => {
    const response = await get(bundlePath, accept ? { 'accept-encoding': accept } : {})
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe(expected)
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(decoded(response)).toBe(bundle)
  })

  it('responds to a range of a precompressed asset with the bytes of the representation it names', async () => {
    for (const accept of ['br', '']) {
      const response = await get(bundlePath, { 'accept-encoding': accept, range: 'bytes=0-99' })
      expect([200, 206]).toContain(response.statusCode)
      const representation =
        response.headers['content-encoding'] === 'br'
          ? await readFile(path.join(dir, `${bundlePath}.br`))
          : Buffer.from(bundle)
      const expected =
        response.statusCode === 206 ? representation.subarray(0, 100) : representation
      expect(response.rawPayload.equals(expected), accept).toBe(true)
    }
  })

  it('compresses JSON responses and pages for browsers that accept it; small ones stay as they are', async () => {
    await seedMedia(
      testApp.app.db,
      Array.from({ length: 20 }, (_, i) => ({ title: `Kitchen ${i}` })),
    )
    const plain = await get('/api/projects')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const compressed = await get('/api/projects', { 'accept-encoding': 'br, gzip' })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(String(compressed.headers.vary)).toMatch(/accept-encoding/i)
    expect(JSON.parse(decoded(compressed))).toEqual(plain.json())
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)

    const page = await get('/about', { 'accept-encoding': 'gzip' })
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(decoded(page)).toContain('<link rel="canonical" href="http://localhost:3001/about"/>')
    // Under 1 KB there is nothing worth a compressed copy.
    const small = await get('/api/projects?category=Maintenance', { 'accept-encoding': 'gzip' })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toEqual([])
  })
})
