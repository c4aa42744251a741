import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

export interface RunningEntry {
  child: ChildProcess
  output(): string
  /** Standard output alone. */
  stdout(): string
  exited: Promise<number | null>
}

/**
 * Starts a built entry point (`server/dist/...`) the way people and images do. The suite runs
 * after `npm run build` (see the root `test` script).
 */
export function runEntry(
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
  /** In a process group of its own, so a test can signal the group as a terminal's Ctrl-C does. */
  options: { ownGroup?: boolean } = {},
): RunningEntry {
  const file = `${repoRoot}server/dist/${entry}`
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`)
  let output = ''
  let stdout = ''
  const child = spawn(process.execPath, [file, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownGroup === true,
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
    stdout += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, stdout: () => stdout, exited }
}
