import { createWriteStream } from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { quoteAttachmentRules, videoLengthProblem } from '@site/contract/quote-attachment-rules'
import type { QuoteFileRow } from '@site/db'
import type { Derivation } from '../media/processing/derived-file.js'
import type { ProcessingServices } from '../media/processing/media-processing.js'
import { MediaRejectedError } from '../media/processing/media-rejected.js'
import { makeVideoDerivatives } from '../media/processing/video-derivatives.js'
import { probeVideo } from '../media/processing/video-probe.js'

/**
 * How long making a visitor's video viewable may take: `factor` times its length, at least
 * `minimumMs` (ffmpeg's start, the still frame, a phone's 4K decode), never more than the job's
 * own limit. Clips are at most 90 s, so a job takes at most `factor` × 90 s (decision 045).
 */
export interface VideoTimeCap {
  factor: number
  minimumMs: number
}

export const defaultVideoTimeCap: VideoTimeCap = { factor: 5, minimumMs: 60_000 }

export function videoTimeCapMs(durationMs: number | null, cap: VideoTimeCap, limitMs: number) {
  const length = durationMs ?? quoteAttachmentRules.video.maxSeconds * 1000
  return Math.min(limitMs, Math.max(cap.minimumMs, Math.ceil(length * cap.factor)))
}

/**
 * The viewable copy of a visitor's video. Its length is read first: a clip over the limit (one
 * queued before the limit, or sent without ffprobe at hand) is refused without transcoding, and
 * the work is stopped at a time cap in proportion to the length, so a file whose index claims
 * less than it holds gets no more time than an honest one of that length.
 */
export async function makeQuoteVideoCopy(
  services: Pick<ProcessingServices, 'storage' | 'log' | 'timeLimitMs'> & {
    tools: NonNullable<ProcessingServices['tools']>
    videoTimeCap: VideoTimeCap
  },
  row: QuoteFileRow,
  dir: string,
  signal: AbortSignal,
): Promise<Derivation> {
  const { tools } = services
  const originalKey = row.originalKey as string
  const original = path.join(dir, `original${path.posix.extname(originalKey)}`)
  await pipeline(await services.storage.readObject(originalKey), createWriteStream(original))
  const { durationMs } = await probeVideo(tools, original, signal)
  const tooLong = videoLengthProblem(row.filename, durationMs)
  if (tooLong) throw new MediaRejectedError(tooLong)
  const capMs = videoTimeCapMs(durationMs, services.videoTimeCap, services.timeLimitMs)
  const capped = AbortSignal.timeout(capMs)
  try {
    return await makeVideoDerivatives(
      original,
      row.contentType,
      dir,
      tools,
      AbortSignal.any([signal, capped]),
      { withPreview: false },
    )
  } catch (error) {
    if (!capped.aborted || signal.aborted) throw error
    services.log.info(
      { attachmentId: row.id, durationMs, capMs },
      'quote request video stopped at its time cap',
    )
    throw new MediaRejectedError(
      `Making a viewable copy took longer than a clip of this length may (${Math.ceil(capMs / 1000)} s) and was stopped.`,
      { cause: error },
    )
  }
}
