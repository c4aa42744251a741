import { stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Derivation, DerivedFile } from './derived-file.js'
import { MediaRejectedError } from './media-rejected.js'
import { type MediaTools, runTool, ToolFailedError } from './media-tools.js'
import { playsInBrowsers, probeVideo, uprightSize, type VideoProbe } from './video-probe.js'

/** Transcoded videos fit in 1920 × 1080 (or 1080 × 1920 upright). */
const MAX_LONG_SIDE = 1920
const MAX_SHORT_SIDE = 1080
const POSTER_MAX_WIDTH = 1280
/**
 * Narrower copies of the poster frame, for cards: a phone's card (about 400 CSS px at 2x) takes
 * the 800 one, a wide screen's four-column card the 400 one; the poster itself stays for the
 * viewer and 3x screens (decision 042).
 */
export const POSTER_COPY_WIDTHS = [400, 800] as const
/** Card previews fit in 854 × 480 (480p either way round): a card is at most ~400 CSS px wide. */
const PREVIEW_LONG_SIDE = 854
const PREVIEW_SHORT_SIDE = 480

/**
 * A video browsers can play, its poster (with narrower copies for cards) and, for videos larger
 * than 480p (unless `withPreview` is false), a small silent preview for the gallery's cards (which loop it muted). An H.264 (+ AAC) MP4 keeps its streams as
 * uploaded; anything else is transcoded to H.264 High yuv420p + AAC. Either way the playable copy
 * is a new MP4 with its index first (faststart) and without the upload's metadata (a phone's
 * location, make and model). `original` is a file in `workDir`; the results are written next to it.
 */
export async function makeVideoDerivatives(
  original: string,
  contentType: string,
  workDir: string,
  tools: MediaTools,
  signal: AbortSignal,
  { withPreview = true }: { withPreview?: boolean } = {},
): Promise<Derivation> {
  const uploaded = await probeVideo(tools, original, signal)
  const playable = path.join(workDir, 'video.mp4')
  if (playsInBrowsers(uploaded, contentType)) await remux(tools, original, playable, signal)
  else await transcode(tools, original, playable, uploaded, signal)
  const probe = await probeVideo(tools, playable, signal)
  const files: DerivedFile[] = [
    {
      kind: 'display',
      name: 'video.mp4',
      contentType: 'video/mp4',
      ...uprightSize(probe),
      content: { path: playable },
    },
  ]
  const preview = withPreview && (await makePreview(tools, playable, probe, workDir, signal))
  if (preview) files.push(preview)
  files.push(...(await makePosters(tools, playable, probe, workDir, signal)))
  return { ...uprightSize(probe), durationMs: probe.durationMs, files }
}

async function transcode(
  tools: MediaTools,
  input: string,
  output: string,
  probe: VideoProbe,
  signal: AbortSignal,
) {
  const { width, height } = fitted(uprightSize(probe), MAX_LONG_SIDE, MAX_SHORT_SIDE)
  // ffmpeg applies the rotation matrix itself, so the scale filter sees upright frames.
  await encodeH264(
    tools,
    input,
    ['-map', '0:v:0', '-map', '0:a:0?', '-vf', `scale=${width}:${height}`, '-crf', '23'],
    ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
    output,
    signal,
  )
}

/** The same video and sound streams in a new MP4, without the upload's metadata. */
async function remux(tools: MediaTools, input: string, output: string, signal: AbortSignal) {
  await runFfmpeg(
    tools,
    input,
    ['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy'],
    output,
    signal,
    'The video could not be copied; the file may be damaged.',
  )
}

/**
 * A card's looping preview: the video at most 480p, without sound, at a lower quality than the
 * viewer's copy. Not made for videos that already fit: the playable copy is then small enough.
 */
async function makePreview(
  tools: MediaTools,
  video: string,
  probe: VideoProbe,
  workDir: string,
  signal: AbortSignal,
): Promise<DerivedFile | undefined> {
  const upright = uprightSize(probe)
  const size = fitted(upright, PREVIEW_LONG_SIDE, PREVIEW_SHORT_SIDE)
  if (size.width >= upright.width && size.height >= upright.height) return undefined
  const output = path.join(workDir, 'preview.mp4')
  const scale = `scale=${size.width}:${size.height}`
  await encodeH264(
    tools,
    video,
    ['-map', '0:v:0', '-vf', scale, '-crf', '28'],
    ['-an'],
    output,
    signal,
  )
  return {
    kind: 'preview',
    name: 'preview.mp4',
    contentType: 'video/mp4',
    ...size,
    content: { path: output },
  }
}

/** ffmpeg to H.264 High yuv420p in an MP4 (see `runFfmpeg`). */
async function encodeH264(
  tools: MediaTools,
  input: string,
  video: string[],
  audio: string[],
  output: string,
  signal: AbortSignal,
) {
  await runFfmpeg(
    tools,
    input,
    [
      ...video,
      ...['-c:v', 'libx264', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
      ...['-preset', 'veryfast', '-threads', '2', ...audio],
    ],
    output,
    signal,
    'The video could not be converted to a format browsers play; the file may be damaged.',
  )
}

/**
 * ffmpeg from `input` to an MP4 with its index first and none of the input's metadata or chapters
 * (only the streams `-map`ped in `args`, so no data track with a location either). A failure
 * means damaged input: `damaged` becomes the item's failure reason.
 */
async function runFfmpeg(
  tools: MediaTools,
  input: string,
  args: string[],
  output: string,
  signal: AbortSignal,
  damaged: string,
) {
  try {
    await runTool(
      tools.ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', input, ...args],
        ...['-map_metadata', '-1', '-map_chapters', '-1', '-movflags', '+faststart', output],
      ],
      signal,
    )
  } catch (error) {
    if (!(error instanceof ToolFailedError)) throw error
    throw new MediaRejectedError(damaged, { cause: error })
  }
}

/** The largest even size within long × short (either way round) with the same shape. */
function fitted(size: { width: number; height: number }, maxLong: number, maxShort: number) {
  const long = Math.max(size.width, size.height)
  const short = Math.min(size.width, size.height)
  const scale = Math.min(1, maxLong / long, maxShort / short)
  const even = (n: number) => Math.max(2, 2 * Math.round((n * scale) / 2))
  return { width: even(size.width), height: even(size.height) }
}

/**
 * A frame one second in (the first frame of shorter clips) as the poster, a WebP at most 1280 px
 * wide, then the same frame `w400` and `w800` where narrower than the poster.
 */
async function makePosters(
  tools: MediaTools,
  video: string,
  probe: VideoProbe,
  workDir: string,
  signal: AbortSignal,
): Promise<DerivedFile[]> {
  const frame = path.join(workDir, 'poster.png')
  const at = probe.durationMs !== null && probe.durationMs >= 2000 ? '1' : '0'
  const noPicture = 'No picture could be taken from the video: it may be empty or damaged.'
  try {
    await runTool(
      tools.ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-ss', at, '-i', video],
        ...['-frames:v', '1', '-an', '-update', '1', frame],
      ],
      signal,
    )
    if ((await stat(frame)).size === 0) throw new Error('ffmpeg wrote an empty frame')
  } catch (error) {
    if (signal.aborted) throw error
    throw new MediaRejectedError(noPicture, { cause: error })
  }
  const poster = await webpOf(frame, POSTER_MAX_WIDTH)
  return [
    { kind: 'poster', name: 'poster.webp', ...poster },
    ...(await stillFrameCopies(frame, poster.width, signal)),
  ]
}

/**
 * The card widths (`w400`, `w800`) of a still frame, from the frame itself or from a poster
 * `posterWidth` wide (videos processed before the copies existed), each narrower than the poster.
 */
export async function stillFrameCopies(
  frame: string | Buffer,
  posterWidth: number,
  signal?: AbortSignal,
): Promise<DerivedFile[]> {
  const files: DerivedFile[] = []
  for (const width of POSTER_COPY_WIDTHS.filter((width) => width < posterWidth)) {
    signal?.throwIfAborted()
    files.push({ kind: `w${width}`, name: `w${width}.webp`, ...(await webpOf(frame, width)) })
  }
  return files
}

/** A still frame as a WebP at most `width` wide. */
async function webpOf(frame: string | Buffer, width: number) {
  const { data, info } = await sharp(frame)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
  return {
    contentType: 'image/webp',
    width: info.width,
    height: info.height,
    content: { buffer: data },
  }
}
