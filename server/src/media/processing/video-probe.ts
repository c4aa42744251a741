import { MediaRejectedError } from './media-rejected.js'
import { type MediaTools, runTool, ToolFailedError } from './media-tools.js'

interface ProbeStream {
  codec_type?: string
  codec_name?: string
  pix_fmt?: string
  width?: number
  height?: number
  disposition?: { attached_pic?: number }
  tags?: { rotate?: string }
  side_data_list?: { rotation?: number }[]
}

/** What ffprobe says about a video file, reduced to what processing decides on. */
export interface VideoProbe {
  formatName: string
  video: ProbeStream
  audio: ProbeStream[]
  durationMs: number | null
}

/** `ffprobe -show_streams -show_format`; a file it cannot read, or without pictures, is refused. */
export async function probeVideo(
  tools: MediaTools,
  file: string,
  signal: AbortSignal,
): Promise<VideoProbe> {
  let output: string
  try {
    output = await runTool(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
      signal,
    )
  } catch (error) {
    if (!(error instanceof ToolFailedError)) throw error
    throw new MediaRejectedError(
      'The video could not be read: the file may be damaged, incomplete or empty.',
      { cause: error },
    )
  }
  const parsed = JSON.parse(output) as {
    streams?: ProbeStream[]
    format?: { format_name?: string; duration?: string }
  }
  const streams = parsed.streams ?? []
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic)
  if (!video?.width || !video.height) {
    throw new MediaRejectedError('The file holds no video picture that could be read.')
  }
  const seconds = Number(parsed.format?.duration)
  return {
    formatName: parsed.format?.format_name ?? '',
    video,
    audio: streams.filter((s) => s.codec_type === 'audio'),
    durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : null,
  }
}

/** H.264 in 8-bit 4:2:0 with AAC audio (or none), in an MP4: every current browser plays it. */
export function playsInBrowsers(probe: VideoProbe, contentType: string): boolean {
  return (
    contentType === 'video/mp4' &&
    probe.formatName.split(',').includes('mp4') &&
    probe.video.codec_name === 'h264' &&
    ['yuv420p', 'yuvj420p'].includes(probe.video.pix_fmt ?? '') &&
    probe.audio.every((stream) => stream.codec_name === 'aac')
  )
}

/** The displayed size: phones store portrait video as landscape with a 90° rotation. */
export function uprightSize(probe: VideoProbe): { width: number; height: number } {
  const { video } = probe
  const rotation =
    video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ??
    Number(video.tags?.rotate ?? 0)
  const turned = Math.abs(rotation) % 180 === 90
  const width = video.width ?? 0
  const height = video.height ?? 0
  return turned ? { width: height, height: width } : { width, height }
}
