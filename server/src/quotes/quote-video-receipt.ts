import { createReadStream, createWriteStream } from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { videoLengthProblem } from '@site/contract/quote-attachment-rules'
import type { MediaTools } from '../media/processing/media-tools.js'
import { probeVideo } from '../media/processing/video-probe.js'
import { withWorkDir } from '../media/processing/work-dir.js'
import { UploadError } from '../media/upload/upload-error.js'
import type { ObjectStore } from '../storage/object-store.js'

/** ffprobe reads a container's index in well under a second; a file that keeps it busy is refused. */
const PROBE_TIME_LIMIT_MS = 30_000

export interface VideoReceipt {
  size: number
  /** As ffprobe read it; null when the server has no ffprobe. */
  durationMs: number | null
}

export interface VideoDestination {
  key: string
  contentType: string
  filename: string
  storage: ObjectStore
  tools: MediaTools | null
  /** Keys whose write has started, for the caller to remove on failure. */
  written: string[]
  /** Throws when the body was cut at the size limit (busboy's `truncated`). */
  checkComplete: () => void
}

/**
 * A visitor's video goes to a temporary file first, where ffprobe reads its length: a clip longer
 * than the limit is refused on the form, before anything is stored or queued (decision 045). A
 * MOV may keep its index at the end, so the whole file is needed. Without ffprobe on the server
 * the video is stored as before and its job fails (no copy can be made without ffmpeg either).
 */
export function receiveVideo(
  body: AsyncIterable<Buffer>,
  destination: VideoDestination,
): Promise<VideoReceipt> {
  const { key, contentType, filename, storage, tools, written } = destination
  return withWorkDir('quote-video-', async (dir) => {
    const file = path.join(dir, 'received')
    await pipeline(body, createWriteStream(file))
    destination.checkComplete()
    const durationMs = tools ? await checkedLength(tools, file, filename) : null
    written.push(key)
    const size = await storage.writeObjectStream(key, createReadStream(file), contentType)
    return { size, durationMs }
  })
}

async function checkedLength(tools: MediaTools, file: string, filename: string) {
  const signal = AbortSignal.timeout(PROBE_TIME_LIMIT_MS)
  const probe = await probeVideo(tools, file, signal).catch((error) => {
    // ffprobe gone since start-up is the server's fault; anything else is the file's.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error
    throw new UploadError(
      400,
      `${filename} could not be read as a video: it may be damaged or incomplete.`,
      filename,
    )
  })
  const { durationMs } = probe
  const tooLong = videoLengthProblem(filename, durationMs)
  if (tooLong) throw new UploadError(413, tooLong, filename)
  return durationMs
}
