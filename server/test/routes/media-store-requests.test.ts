import { beforeAll, describe, expect, inject, it } from 'vitest'
import { cleanupsAfterAll } from '../support/cleanups.js'
import { startCountingS3Proxy } from '../support/counting-s3-proxy.js'
import { startThrowawayS3 } from '../support/local-s3.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

// Each media request costs the store one round trip (issue 13): a HEAD before every GET halved
// what the API could serve. Without the media cache, which answers repeats from memory
// (media-cache.test.ts).
describe('/media asks the object store once per request', () => {
  const cleanups = cleanupsAfterAll()
  let testApp: TestApp
  let proxy: Awaited<ReturnType<typeof startCountingS3Proxy>>
  const bytes = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz')
  const key = 'derived/test/counted.jpg'
  const url = `/media/${key}`

  beforeAll(async () => {
    const shared = inject('s3Endpoint')
    const s3 = shared
      ? { endpoint: shared, accessKey: inject('s3AccessKey'), secretKey: inject('s3SecretKey') }
      : await startThrowawayS3(cleanups)
    proxy = await startCountingS3Proxy(s3.endpoint)
    cleanups.push(() => proxy.stop())
    testApp = await buildTestApp({
      env: {
        S3_ENDPOINT: proxy.endpoint,
        S3_ACCESS_KEY: s3.accessKey,
        S3_SECRET_KEY: s3.secretKey,
        MEDIA_CACHE_MB: '0',
      },
    })
    cleanups.push(() => testApp.close())
    await testApp.app.storage.writeObject(key, bytes, bytes.length, 'image/jpeg')
  })

  /** Sends one request to the API and returns its response and the store requests it caused. */
  async function counted(method: 'GET' | 'HEAD', path: string, headers = {}) {
    const storeKey = decodeURIComponent(path.replace(/^\/media\//, ''))
    const bucket = testApp.app.storage.bucket
    const before = proxy.requestsFor(bucket, storeKey).length
    const response = await testApp.app.inject({ method, url: path, headers })
    return { response, storeRequests: proxy.requestsFor(bucket, storeKey).slice(before) }
  }

  it('a whole file: one GET', async () => {
    const { response, storeRequests } = await counted('GET', url)
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload).toEqual(bytes)
    expect(storeRequests.map((r) => r.method)).toEqual(['GET'])
  })

  it('a byte range: one GET, for those bytes', async () => {
    const { response, storeRequests } = await counted('GET', url, { range: 'bytes=10-15' })
    expect(response.statusCode).toBe(206)
    expect(response.body).toBe('abcdef')
    expect(response.headers['content-range']).toBe(`bytes 10-15/${bytes.length}`)
    expect(storeRequests.map((r) => r.method)).toEqual(['GET'])
  })

  it('the last bytes (a suffix range): one GET', async () => {
    const { response, storeRequests } = await counted('GET', url, { range: 'bytes=-4' })
    expect(response.statusCode).toBe(206)
    expect(response.body).toBe('wxyz')
    expect(response.headers['content-range']).toBe(`bytes 32-35/${bytes.length}`)
    expect(storeRequests).toHaveLength(1)
  })

  it('a version the browser has: one request, responded with 304 with its validators', async () => {
    const first = await testApp.app.inject({ method: 'GET', url })
    const { response, storeRequests } = await counted('GET', url, {
      'if-none-match': String(first.headers.etag),
    })
    expect(response.statusCode).toBe(304)
    expect(response.body).toBe('')
    expect(response.headers.etag).toBe(first.headers.etag)
    // Sent when the store's 304 names it (S3, MinIO and the embedded store do); HTTP does not
    // require it on a 304.
    expect([undefined, first.headers['last-modified']]).toContain(response.headers['last-modified'])
    expect(storeRequests).toHaveLength(1)
  })

  it.each([
    ['a weak tag', (etag: string) => `W/${etag}`],
    ['a list of tags', (etag: string) => `"older", ${etag}`],
    ['a tag with a range', (etag: string) => etag],
  ])('%s the browser has: one request, responded with 304', async (_name, ifNoneMatch) => {
    const { etag } = (await testApp.app.inject({ method: 'GET', url })).headers
    const { response, storeRequests } = await counted('GET', url, {
      'if-none-match': ifNoneMatch(String(etag)),
      range: 'bytes=0-3',
    })
    expect(response.statusCode).toBe(304)
    expect(response.headers.etag).toBe(etag)
    expect(storeRequests).toHaveLength(1)
  })

  it('a range past the end: 416 with the size', async () => {
    const { response, storeRequests } = await counted('GET', url, { range: 'bytes=100-' })
    expect(response.statusCode).toBe(416)
    expect(response.headers['content-range']).toBe(`bytes */${bytes.length}`)
    // S3 and s3rver name the size in the error itself; a store that does not costs a HEAD more.
    expect(storeRequests.length).toBeLessThanOrEqual(2)
  })

  it('a missing file: one request, responded with 404', async () => {
    const { response, storeRequests } = await counted('GET', '/media/derived/test/missing.jpg')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: 'This file does not exist.' })
    expect(storeRequests).toHaveLength(1)
  })

  it('HEAD: one request', async () => {
    const { response, storeRequests } = await counted('HEAD', url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-length']).toBe(String(bytes.length))
    expect(storeRequests).toHaveLength(1)
  })
})
