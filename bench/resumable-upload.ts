import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { AdminMediaItem } from '@site/contract/media-admin'
import type { UploadResponse } from '@site/contract/uploads'
import { createObjectStore } from '../server/src/storage/object-store.js'
import { startCuttingProxy } from '../server/test/support/cutting-proxy.js'
import { ffmpegClip } from '../server/test/support/media-files.js'
import { sendResumable } from '../server/test/support/resumable-uploads.js'
import { type BuiltApi, startBuiltApi } from './support/child-services.js'
import { residentBytes, samplePeakMemory } from './support/process-memory.js'
import { login } from './support/seed-uploads.js'

const MB = 1024 * 1024
// RESUMABLE_BENCH_MB=60 for a quick run while developing; cuts stay at a tenth of the file.
const FILE_BYTES = Number(process.env.RESUMABLE_BENCH_MB ?? 500) * MB
const CUT_EVERY = Math.round(FILE_BYTES / 10)
const RETRY_DELAYS = [0, 200, 500, 1000]
const PROCESSED_TIMEOUT_MS = 120_000
const STAFF = { username: 'admin', password: 'bench-admin-password' }

/**
 * A large video through tus (tus-js-client from Node, one PATCH per connection as the portal
 * sends it) to the production API (server/dist, its own process, on its own PostgreSQL and S3
 * server): once through a loopback TCP proxy that never cuts (the baseline), then through the
 * same proxy cutting the connection every tenth of the file. Measured: the bytes the client sent
 * more than once, the wall time of each, and the API process's resident memory. That memory
 * covers receiving the parts, joining them into the original and categorising it (all before
 * the last PATCH answers), then the processing job fetching the original to disk; its ffmpeg
 * and ffprobe are processes of their own and are not counted.
 */
export async function benchResumableUpload(): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-resumable-'))
  await chmod(dir, 0o755)
  const stops: (() => Promise<unknown>)[] = []
  try {
    const video = await paddedVideo(FILE_BYTES)
    const api = await startBuiltApi(dir)
    stops.push(api.stop)
    const proxy = await startCuttingProxy({
      host: '127.0.0.1',
      port: Number(new URL(api.apiBase).port),
    })
    stops.push(() => proxy.close())
    const cookie = await login(api.apiBase, STAFF)

    const upload = async (filename: string) => {
      const sentBefore = proxy.forwardedBytes
      const rssBefore = residentBytes(api.pid)
      const duringUpload = samplePeakMemory(api.pid)
      const started = performance.now()
      const outcome = await sendResumable(video, {
        origin: proxy.url,
        cookie,
        metadata: { filename, fileType: 'video' },
        retryDelays: RETRY_DELAYS,
      })
      const seconds = (performance.now() - started) / 1000
      const peakUpload = duringUpload.stop()
      if (!outcome.ok) throw new Error(`${filename}: ${outcome.error.message} ${outcome.body}`)
      const uploaded = JSON.parse(outcome.body) as UploadResponse
      const id = uploaded.items[0]?.id
      if (!uploaded.success || uploaded.items.length !== 1 || !id) {
        throw new Error(`${filename}: unexpected answer ${outcome.body}`)
      }
      const duringProcessing = samplePeakMemory(api.pid)
      let status: string
      let peakProcessing: number
      try {
        status = await processed(api, cookie, id)
      } finally {
        peakProcessing = duringProcessing.stop()
      }
      const sent = proxy.forwardedBytes - sentBefore
      return { seconds, sent, rssBefore, peakUpload, peakProcessing, status }
    }

    const unbroken = await upload('unbroken-walkthrough.mp4')
    proxy.cutEvery(CUT_EVERY)
    const cutsBefore = proxy.cuts
    const broken = await upload('cut-walkthrough.mp4')
    const cuts = proxy.cuts - cutsBefore
    proxy.stopCutting()

    const storage = createObjectStore({ ...api.s3, bucket: api.bucket, region: 'us-east-1' })
    const partsLeft = (await storage.listObjectKeys('resumable/')).length
    const twice = (100 * (broken.sent - FILE_BYTES)) / FILE_BYTES
    const growthOf = (run: typeof unbroken) =>
      Math.max(run.peakUpload, run.peakProcessing) - run.rssBefore
    const growth = growthOf(broken)
    const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`
    const memory = (run: typeof unbroken) =>
      `API RSS ${mb(run.rssBefore)} before, peak ${mb(run.peakUpload)} during the upload, ${mb(run.peakProcessing)} while processing, growth ${mb(growthOf(run))}`
    return [
      `${mb(FILE_BYTES)} MP4 (an ffmpeg clip, padded with a 'free' box), tus-js-client from Node, retry delays [${RETRY_DELAYS.join(', ')}] ms; both runs through the same loopback proxy`,
      `unbroken connection (baseline): ${unbroken.seconds.toFixed(1)} s (${(FILE_BYTES / MB / unbroken.seconds).toFixed(0)} MB/s), sent ${(unbroken.sent / MB).toFixed(2)} MB with headers; ${memory(unbroken)}`,
      `cut every ${mb(CUT_EVERY)}: ${cuts} cuts, ${broken.seconds.toFixed(1)} s; ratio ${(broken.seconds / unbroken.seconds).toFixed(2)} × the unbroken upload`,
      `sent twice: (forwarded ${(broken.sent / MB).toFixed(2)} MB with headers − file) / file = ${twice.toFixed(2)} %, ${((broken.sent - FILE_BYTES) / Math.max(cuts, 1) / 1024).toFixed(0)} KB a cut (goal ≤ 5 %: ${twice <= 5 ? 'met' : 'NOT met'})`,
      `API memory through the cuts: ${memory(broken)} (goal ≤ 100 MB: ${growth <= 100 * MB ? 'met' : 'NOT met'})`,
      `processed: unbroken ${unbroken.status}, cut ${broken.status}; tus parts left in the store: ${partsLeft}`,
    ]
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {})
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * A real MP4 of `bytes` bytes: a short ffmpeg clip followed by an MP4 `free` box (which players
 * skip) up to the size, so the server's content check sees a video and ffmpeg can still read it.
 * Built in memory once: tus-js-client sends a Buffer without copying it.
 */
async function paddedVideo(bytes: number): Promise<Buffer> {
  const clip = await ffmpegClip('clip.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-t', '2'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
  ])
  const padding = bytes - clip.length
  if (padding < 8 || padding >= 2 ** 32) throw new Error(`cannot pad a clip to ${bytes} bytes`)
  const video = Buffer.alloc(bytes)
  clip.copy(video)
  video.writeUInt32BE(padding, clip.length)
  video.write('free', clip.length + 4, 'latin1')
  return video
}

/** Waits until processing has finished with item `id`; its final status. */
async function processed(api: BuiltApi, cookie: string, id: string): Promise<string> {
  const deadline = Date.now() + PROCESSED_TIMEOUT_MS
  for (;;) {
    const response = await fetch(`${api.apiBase}/api/admin/projects`, { headers: { cookie } })
    const items = (await response.json()) as AdminMediaItem[]
    const status = items.find((item) => item.id === id)?.status
    if (status && status !== 'processing') return status
    if (Date.now() > deadline) throw new Error(`item ${id} was not processed in time`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
