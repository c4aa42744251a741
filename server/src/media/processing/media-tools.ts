import { execFile } from 'node:child_process'
import os from 'node:os'

/** Where ffmpeg and ffprobe are (names on PATH by default). */
export interface MediaTools {
  ffmpeg: string
  ffprobe: string
}

export const defaultMediaTools: MediaTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' }

/** A tool that ran and failed; `detail` is the end of what it wrote to stderr. */
export class ToolFailedError extends Error {
  constructor(
    readonly tool: string,
    readonly detail: string,
  ) {
    super(`${tool} failed: ${detail || 'no message'}`)
    this.name = 'ToolFailedError'
  }
}

/** The tools when both answer `-version`, otherwise null (videos are then kept as uploaded). */
export async function findMediaTools(tools: MediaTools): Promise<MediaTools | null> {
  try {
    await runTool(tools.ffprobe, ['-version'])
    await runTool(tools.ffmpeg, ['-version'])
    return tools
  } catch {
    return null
  }
}

/**
 * Runs a tool on files and resolves with its standard output. It runs at a lower priority than
 * the API (a small server has one or two cores) and is killed when `signal` aborts, which then
 * rejects with the signal's reason.
 */
export function runTool(path: string, args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      path,
      args,
      { signal, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (signal?.aborted) return reject(signal.reason)
        if (!error) return resolve(stdout)
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reject(error)
        reject(new ToolFailedError(path.split('/').at(-1) ?? path, lastLines(stderr)))
      },
    )
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, 10)
      } catch {
        // Already finished, or not allowed here: it then runs at normal priority.
      }
    }
  })
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-3).join(' ').slice(0, 500)
}
