import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { createObjectStore } from '../server/src/storage/object-store.js'
import { startBuiltApi } from './support/child-services.js'
import { requestsPerSecond } from './support/http-load.js'
import { startNginxServingFiles } from './support/nginx.js'

const CONNECTIONS = 10
const SECONDS = 8
const ROUNDS = 2
const BUCKET = 'media'

/**
 * `GET /media/<key>` of a display-size WebP through the production API (server/dist, its own
 * process, against the embedded S3 server in another) against Debian's nginx serving the same
 * file from disk: same load generator, connections and length, alternated over rounds. The API
 * runs as configured by default (its media cache, decision 043) and, in a second process, with
 * the cache off, where every request is one GET to the S3 server; that server alone is measured
 * too, as it bounds what the API can reach through it.
 */
export async function benchMediaServing(): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-media-'))
  await chmod(dir, 0o755)
  const stops: (() => Promise<unknown>)[] = []
  try {
    const photo = await displayPhoto()
    const key = `derived/${randomUUID()}/display.webp`

    const api = await startBuiltApi(path.join(dir, 'cached'), BUCKET)
    stops.push(api.stop)
    const uncached = await startBuiltApi(path.join(dir, 'uncached'), BUCKET, {
      MEDIA_CACHE_MB: '0',
    })
    stops.push(uncached.stop)
    for (const { s3 } of [api, uncached]) {
      const storage = createObjectStore({ ...s3, bucket: BUCKET, region: 'us-east-1' })
      await storage.writeObject(key, photo, photo.length, 'image/webp')
    }
    const { s3 } = api

    const nginx = await startNginxServingFiles({ [key]: photo })
    stops.push(() => nginx.stop())
    const nginxUrl = `${nginx.url}/media/${key}`

    const targets = {
      nginx: nginxUrl,
      api: `${api.apiBase}/media/${key}`,
      uncached: `${uncached.apiBase}/media/${key}`,
      // s3rver answers unsigned GETs with its default settings.
      store: `${s3.endpoint}/${BUCKET}/${key}`,
    }
    const load = (url: string, seconds: number) =>
      requestsPerSecond(url, { connections: CONNECTIONS, seconds, expectedBytes: photo.length })
    for (const url of Object.values(targets)) await load(url, 1) // warm-up
    const totals = { nginx: 0, api: 0, uncached: 0, store: 0 }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
        totals[name] += (await load(url, SECONDS)) / ROUNDS
      }
    }
    const ratio = totals.api / totals.nginx
    return [
      `${(photo.length / 1024).toFixed(0)} KB WebP, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each (keep-alive node:http client)`,
      `nginx from disk (baseline): ${totals.nginx.toFixed(0)} req/s`,
      `API /media (server/dist, embedded S3 server, media cache on as by default): ${totals.api.toFixed(0)} req/s; ratio ${ratio.toFixed(2)} (target ≥ 0.50: ${ratio >= 0.5 ? 'met' : 'not met'})`,
      `API /media with MEDIA_CACHE_MB=0 (one S3 GET a request): ${totals.uncached.toFixed(0)} req/s (${(totals.uncached / totals.nginx).toFixed(2)} × nginx)`,
      `embedded S3 server alone, same GET: ${totals.store.toFixed(0)} req/s (${(totals.store / totals.nginx).toFixed(2)} × nginx), the uncached API's ceiling; it reaches ${(totals.uncached / totals.store).toFixed(2)} × of it`,
    ]
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {})
    await rm(dir, { recursive: true, force: true })
  }
}

/** A display copy as the gallery serves it: 1600 px wide WebP of a detailed picture (100-200 KB). */
async function displayPhoto(): Promise<Buffer> {
  const { stdout } = await promisify(execFile)(
    '/usr/bin/ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'mandelbrot=size=1600x1200:start_scale=0.3', '-frames:v', '1'],
      ...['-f', 'image2pipe', '-c:v', 'png', '-'],
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  )
  return sharp(stdout).webp({ quality: 80 }).toBuffer()
}
