import { readFileSync } from 'node:fs'
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as Minio from 'minio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMissingServices } from '../../src/embedded/start-services.js'
import { createObjectStore } from '../../src/storage/object-store.js'

const bucket = 'media'
const key = 'derived/kept/display.jpg'

/** The embedded store as `npm start` starts it (only the store: the database is "configured"). */
async function startStore(dataDir: string, stops: (() => Promise<unknown>)[]) {
  const started = await startMissingServices(
    { databaseUrl: 'postgres://configured.invalid/site', s3: { endpoint: '' } as never },
    dataDir,
    stops,
  )
  return {
    endpoint: started.S3_ENDPOINT ?? '',
    accessKey: started.S3_ACCESS_KEY ?? '',
    secretKey: started.S3_SECRET_KEY ?? '',
  }
}

function clientWith(endpoint: string, accessKey: string, secretKey: string) {
  const url = new URL(endpoint)
  return new Minio.Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey,
    secretKey,
    region: 'us-east-1',
    pathStyle: true,
  })
}

describe('the embedded object store', () => {
  let root: string
  let dataDir: string
  const stops: (() => Promise<unknown>)[] = []
  let s3: Awaited<ReturnType<typeof startStore>>

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'site-store-access-'))
    await chmod(root, 0o755)
    dataDir = path.join(root, 'data')
    s3 = await startStore(dataDir, stops)
    const site = createObjectStore({ ...s3, bucket, region: 'us-east-1' })
    await site.ensureBucket()
    await site.writeObject(key, Buffer.from('jpeg bytes'), 10, 'image/jpeg')
  })
  // startMissingServices has this process make owner-only files from then on, as npm start does;
  // the next file in this worker (they share a process) must start with the usual mode.
  const umask = process.umask()
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop()
    await rm(root, { recursive: true, force: true })
    process.umask(umask)
  })

  const objectUrl = (name = key) => `${s3.endpoint}/${bucket}/${name}`
  const stillThere = async () =>
    (
      await createObjectStore({ ...s3, bucket, region: 'us-east-1' }).readObjectBytes(key)
    ).toString()

  it('answers the site with a generated secret kept owner-only in the data folder', async () => {
    const secretFile = path.join(dataDir, 's3.secret')
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600)
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(s3.secretKey)
    expect(s3.secretKey).toMatch(/^[\w-]{32}$/)
    const site = createObjectStore({ ...s3, bucket, region: 'us-east-1' })
    expect(await site.listObjectKeys()).toEqual([key])
    expect(await stillThere()).toBe('jpeg bytes')
  })

  it.each([
    ['list the buckets', 'GET', ''],
    ['list the objects', 'GET', `/${bucket}`],
    ['read an object', 'GET', `/${bucket}/${key}`],
    ['read an object ahead', 'HEAD', `/${bucket}/${key}`],
    ['write an object', 'PUT', `/${bucket}/planted.jpg`],
    ['delete an object', 'DELETE', `/${bucket}/${key}`],
    ['list unfinished uploads', 'GET', `/${bucket}?uploads`],
    ['abort an upload', 'DELETE', `/${bucket}/${key}?uploadId=0123abcd`],
  ])('refuses an unsigned request to %s', async (_name, method, resource) => {
    const response = await fetch(`${s3.endpoint}${resource || '/'}`, {
      method,
      body: method === 'PUT' ? 'planted' : undefined,
    })
    expect(response.status).toBe(403)
    if (method !== 'HEAD') expect(await response.text()).not.toContain('jpeg bytes')
    expect(await stillThere()).toBe('jpeg bytes')
  })

  it.each([
    ["s3rver's documented key", 'S3RVER', 'S3RVER'],
    ['a made-up secret for the right key id', 'S3RVER', 'not-the-secret-key-at-all'],
    ['another key id', 'someone', 'something'],
  ])('refuses requests signed with %s: list, get, put, delete', async (_name, id, secret) => {
    const stranger = clientWith(s3.endpoint, id, secret)
    const accessDenied = expect.objectContaining({ code: 'AccessDenied' })
    await expect(stranger.listBuckets()).rejects.toEqual(accessDenied)
    await expect(stranger.listObjectsV2(bucket, '', true).toArray()).rejects.toEqual(accessDenied)
    await expect(stranger.getObject(bucket, key)).rejects.toEqual(accessDenied)
    await expect(stranger.statObject(bucket, key)).rejects.toMatchObject({ code: 'AccessDenied' })
    await expect(stranger.putObject(bucket, 'planted.jpg', Buffer.from('x'))).rejects.toEqual(
      accessDenied,
    )
    await expect(stranger.removeObject(bucket, key)).rejects.toEqual(accessDenied)
    await expect(fetch(await stranger.presignedGetObject(bucket, key))).resolves.toMatchObject({
      status: 403,
    })
    expect(await stillThere()).toBe('jpeg bytes')
    const site = createObjectStore({ ...s3, bucket, region: 'us-east-1' })
    expect(await site.listObjectKeys()).toEqual([key])
  })

  it('refuses a signed request replayed with another method or resource', async () => {
    // The site's own signature on a read, sent as a delete of the same object.
    const read = await signedHeadersFor(s3, 'GET', `/${bucket}/${key}`)
    expect((await fetch(objectUrl(), { headers: read })).status).toBe(200)
    expect((await fetch(objectUrl(), { method: 'DELETE', headers: read })).status).toBe(403)
    expect((await fetch(objectUrl('other.jpg'), { headers: read })).status).toBe(403)
    expect(await stillThere()).toBe('jpeg bytes')
  })

  it('keeps its secret across restarts', async () => {
    const before = s3.secretKey
    for (const stop of stops.splice(0).reverse()) await stop()
    s3 = await startStore(dataDir, stops)
    expect(s3.secretKey).toBe(before)
    expect(await stillThere()).toBe('jpeg bytes')
  })
})

/** The headers the site's client would send for `method` on `resource`, signed with its key. */
async function signedHeadersFor(
  s3: { endpoint: string; accessKey: string; secretKey: string },
  method: string,
  resource: string,
): Promise<Record<string, string>> {
  const { signV4 } = await import('minio/dist/esm/signing.mjs')
  const date = new Date()
  const amzDate = `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`
  const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
  const headers: Record<string, string> = {
    host: new URL(s3.endpoint).host,
    'x-amz-content-sha256': emptyHash,
    'x-amz-date': amzDate,
  }
  const request = { protocol: 'http:', method, path: resource, headers }
  const authorization = signV4(request, s3.accessKey, s3.secretKey, 'us-east-1', date, emptyHash)
  return { ...headers, authorization }
}
