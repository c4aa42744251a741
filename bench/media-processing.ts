import { execFile } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { promisify } from 'node:util'
import sharp from 'sharp'
import type { DerivedFile } from '../server/src/services/derived-file.js'
import { makeImageDerivatives } from '../server/src/services/image-derivatives.js'
import { defaultMediaTools } from '../server/src/services/media-tools.js'
import { makeVideoDerivatives } from '../server/src/services/video-derivatives.js'

const run = promisify(execFile)

/**
 * 12-megapixel photos with detail at every scale (a Mandelbrot render by ffmpeg, tinted and
 * flipped per photo), so downscaled copies are not flattered the way noise or gradients would be.
 */
async function twelveMegapixelJpegs(count: number): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-photo-'))
  try {
    const frame = path.join(dir, 'frame.png')
    await run('/usr/bin/ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'mandelbrot=size=4000x3000:start_scale=0.2', '-frames:v', '1', '-y', frame],
    ])
    return await Promise.all(
      Array.from({ length: count }, (_, i) =>
        sharp(frame)
          .flop(i % 2 === 1)
          .modulate({ hue: i * 40 })
          .jpeg({ quality: 90 })
          .toBuffer(),
      ),
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

const sizeOf = (file: DerivedFile | undefined) =>
  file && 'buffer' in file.content ? file.content.buffer.length : 0

/**
 * The gallery's first screen shows 8 cards, each fetching its 400 px WebP (cards are at most
 * about 360 CSS px wide). Baseline: the 8 originals the specification's client would show.
 */
async function galleryFirstScreen(): Promise<string[]> {
  let originals = 0
  let shown = 0
  let firstMs = 0
  let decodeMs = 0
  const photos = await twelveMegapixelJpegs(8)
  for (const [i, photo] of photos.entries()) {
    originals += photo.length
    const started = performance.now()
    const made = await makeImageDerivatives(photo, 'image/jpeg')
    if (i === 0) {
      firstMs = performance.now() - started
      // Baseline for the processing time: decoding the same photo once, which any work needs.
      const decodeStarted = performance.now()
      await sharp(photo).raw().toBuffer()
      decodeMs = performance.now() - decodeStarted
    }
    shown += sizeOf(made.files.find((file) => file.kind === 'w400'))
  }
  return [
    `gallery first screen (8 cards): ${(shown / 1024).toFixed(0)} KB of WebP against ${(originals / 1024 / 1024).toFixed(1)} MB of originals: ratio ${((100 * shown) / originals).toFixed(2)} % (goal under 10 %)`,
    `12-megapixel photo, all derivatives: ${firstMs.toFixed(0)} ms; decoding it once (baseline): ${decodeMs.toFixed(0)} ms; ratio ${(firstMs / decodeMs).toFixed(1)}`,
  ]
}

/** Our transcode (probe, H.264 + AAC, poster) against the same ffmpeg command run by hand. */
async function transcodeThroughput(): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-video-'))
  try {
    const source = path.join(dir, 'source.avi')
    await run('/usr/bin/ffmpeg', [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=1280x720:rate=30',
      ],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '10', '-c:v', 'mpeg4', '-q:v', '4'],
      ...['-c:a', 'mp3', '-y', source],
    ])
    const byHandStarted = performance.now()
    await run('/usr/bin/ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', source],
      ...['-map', '0:v:0', '-map', '0:a:0?', '-vf', 'scale=1280:720'],
      ...['-c:v', 'libx264', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
      ...['-preset', 'veryfast', '-crf', '23', '-threads', '2'],
      ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart'],
      path.join(dir, 'by-hand.mp4'),
    ])
    const byHandMs = performance.now() - byHandStarted

    const work = path.join(dir, 'work')
    await run('mkdir', [work])
    const oursStarted = performance.now()
    const made = await makeVideoDerivatives(
      source,
      'video/x-msvideo',
      work,
      defaultMediaTools,
      new AbortController().signal,
    )
    const oursMs = performance.now() - oursStarted
    const seconds = (made.durationMs ?? 10_000) / 1000
    const mb = (await stat(source)).size / 1024 / 1024
    return [
      `transcode of a 10 s 720p AVI (${mb.toFixed(1)} MB): by hand ${byHandMs.toFixed(0)} ms (baseline, ${(seconds / (byHandMs / 1000)).toFixed(1)}× real time); ours with probe and poster ${oursMs.toFixed(0)} ms; ratio ${(oursMs / byHandMs).toFixed(2)}`,
    ]
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export async function benchMediaProcessing(): Promise<string[]> {
  return [...(await galleryFirstScreen()), ...(await transcodeThroughput())]
}
