import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

// A test run stopped with Ctrl-C, or killed, never runs its teardown: its temporary folders stay
// behind, up to 2 GB for the integration tests' PostgreSQL. Each folder's name carries the id of
// the process that made it (nothing is added inside: some are an app's data or an S3 server's
// root), and the next run removes those whose process is gone. No vitest import: the browser
// stacks use this outside vitest too.

/** `<prefix><process id>-<6 random characters>`, as `makeOwnedTempDir` names them. */
const OWNED_NAME = /-(\d+)-[^-]{6}$/

/** A new temporary folder starting with `prefix`, named as this process's. */
export function makeOwnedTempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `${prefix}${process.pid}-`))
}

/**
 * Removes the temporary folders starting with `prefix` whose process has ended: what an
 * interrupted run left. A folder of a process still running, or one not named by
 * `makeOwnedTempDir`, is kept.
 */
export async function removeOrphanedTempDirs(prefix: string): Promise<string[]> {
  const removed: string[] = []
  for (const name of await readdir(os.tmpdir())) {
    const owner = name.startsWith(prefix) ? Number(OWNED_NAME.exec(name)?.[1]) : Number.NaN
    if (!(owner > 0) || isRunning(owner)) continue
    const dir = path.join(os.tmpdir(), name)
    await rm(dir, { recursive: true, force: true })
    removed.push(dir)
  }
  return removed
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
