import { spawn } from 'node:child_process'

export interface RunOptions {
  env?: NodeJS.ProcessEnv
  cwd?: string
  /** Written to the command's standard input, then closed. */
  input?: string | Buffer
  timeoutMs?: number
}

export class CommandError extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(`${command} failed (exit ${exitCode}):\n${tail(stderr || stdout)}`)
  }
}

/** The last `lines` lines of `text`, for messages that name what went wrong without a flood. */
export function tail(text: string, lines = 40): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n')
}

/**
 * Runs `file` with `args` in a process group of its own (killed whole on timeout) and resolves
 * with its standard output; a non-zero exit rejects with a CommandError holding both outputs.
 */
export function run(file: string, args: string[], options: RunOptions = {}): Promise<string> {
  const command = [file, ...args].join(' ')
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    // A command that reads no input may be gone before it is closed (EPIPE): its exit tells.
    child.stdin.on('error', () => {})
    child.stdin.end(options.input ?? '')
    const timer = options.timeoutMs
      ? setTimeout(() => killGroup(child.pid, 'SIGKILL'), options.timeoutMs)
      : undefined
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      const stdout = Buffer.concat(out).toString('utf8')
      const stderr = Buffer.concat(err).toString('utf8')
      if (code === 0) resolve(stdout)
      else reject(new CommandError(command, code, stdout, stderr))
    })
  })
}

/** Signals the process group led by `pid`, if it still exists. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (!pid) return
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}
