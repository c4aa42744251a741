import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { makeImageDerivatives } from '../server/src/media/processing/image-derivatives.js'
import { defaultMediaTools } from '../server/src/media/processing/media-tools.js'
import { makeVideoDerivatives } from '../server/src/media/processing/video-derivatives.js'
import { twelveMegapixelJpegs } from './support/photos.js'

const run = promisify(execFile)
const HEIF_ENC = '/usr/bin/heif-enc'

/**
 * All derivatives of one 12-megapixel photo, against decoding it once (which any work needs);
 * then the same photo as a HEIC (made by libheif's heif-enc) against the JPEG, with the event
 * loop's longest stall during each, which visitors' requests would wait for.
 */
async function twelveMegapixelProcessing(): Promise<string[]> {
  const [jpeg] = await twelveMegapixelJpegs(1)
  if (!jpeg) throw new Error('no photo was made')
  await makeImageDerivatives(jpeg, 'image/jpeg') // warm-up: sharp's first call loads libvips
  const ofJpeg = await timeWithStalls(() => makeImageDerivatives(jpeg, 'image/jpeg'))
  const decode = await timeWithStalls(() => sharp(jpeg).raw().toBuffer())
  const lines = [
    `12-megapixel photo, all derivatives: ${ofJpeg.ms.toFixed(0)} ms; decoding it once (baseline): ${decode.ms.toFixed(0)} ms; ratio ${(ofJpeg.ms / decode.ms).toFixed(1)}`,
  ]
  if (!existsSync(HEIF_ENC)) {
    return [...lines, `HEIC: skipped, ${HEIF_ENC} is missing (apt-get install libheif-examples)`]
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-heic-'))
  try {
    const [png, heicFile] = [path.join(dir, 'photo.png'), path.join(dir, 'photo.heic')]
    await sharp(jpeg).png().toFile(png)
    await run(HEIF_ENC, ['-q', '80', png, '-o', heicFile])
    const heic = await readFile(heicFile)
    await makeImageDerivatives(heic, 'image/heic') // warm-up: the first worker loads libheif
    const ofHeic = await timeWithStalls(() => makeImageDerivatives(heic, 'image/heic'))
    return [
      ...lines,
      `12-megapixel HEIC, all derivatives: ${ofHeic.ms.toFixed(0)} ms (the same photo as JPEG, baseline: ${ofJpeg.ms.toFixed(0)} ms; ratio ${(ofHeic.ms / ofJpeg.ms).toFixed(1)})`,
      `longest event-loop stall meanwhile: HEIC ${ofHeic.stallMs.toFixed(0)} ms, JPEG ${ofJpeg.stallMs.toFixed(0)} ms (goal: under 100 ms, so requests are not held up)`,
    ]
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

async function timeWithStalls(work: () => Promise<unknown>) {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  const started = performance.now()
  await work()
  const ms = performance.now() - started
  delay.disable()
  return { ms, stallMs: delay.max / 1e6 }
}

/** Our transcode (probes, H.264 + AAC, card preview, poster) against the same ffmpeg command by hand. */
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
    const bytesOf = async (kind: string) => {
      const file = made.files.find((f) => f.kind === kind)
      return file && 'path' in file.content ? (await stat(file.content.path)).size : 0
    }
    const viewerCopy = await bytesOf('display')
    const preview = await bytesOf('preview')
    return [
      `transcode of a 10 s 720p AVI (${mb.toFixed(1)} MB): by hand ${byHandMs.toFixed(0)} ms (baseline, ${(seconds / (byHandMs / 1000)).toFixed(1)}× real time); ours with probes, 480p card preview and poster ${oursMs.toFixed(0)} ms; ratio ${(oursMs / byHandMs).toFixed(2)}`,
      `card preview (480p, silent): ${(preview / 1024).toFixed(0)} KB against the viewer's 720p copy (baseline): ${(viewerCopy / 1024).toFixed(0)} KB; ratio ${(preview / viewerCopy).toFixed(2)}`,
    ]
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export async function benchMediaProcessing(): Promise<string[]> {
  return [...(await twelveMegapixelProcessing()), ...(await transcodeThroughput())]
}
