import { chmod, rm } from 'node:fs/promises'
import { expect, vi } from 'vitest'
import type { Cleanups } from './cleanups.js'
import { makeOwnedTempDir } from './owned-temp-dirs.js'
import { type RunningEntry, runEntry } from './run-entry.js'

/**
 * A temporary folder for the embedded mode's data, removed by `cleanups`. PostgreSQL runs as the
 * `postgres` user when the tests run as root: it must enter this folder.
 */
export async function embeddedTempDir(prefix: string, cleanups: Cleanups): Promise<string> {
  const dir = await makeOwnedTempDir(prefix)
  await chmod(dir, 0o755)
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/** `run`, stopped (SIGTERM, then its exit awaited) by `cleanups` if it still runs then. */
export function stopOnCleanup(run: RunningEntry, cleanups: Cleanups): RunningEntry {
  cleanups.push(async () => {
    if (run.child.exitCode === null) run.child.kill('SIGTERM')
    await run.exited
  })
  return run
}

/** `npm start` on `dataDir`, once it answers on `port`; `cleanups` stop it at the latest. */
export async function startEmbeddedSite(
  dataDir: string,
  port: number,
  cleanups: Cleanups,
): Promise<RunningEntry> {
  const run = stopOnCleanup(
    runEntry('embedded/main.js', { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' }),
    cleanups,
  )
  await waitForHealth(port, run)
  return run
}

/** Waits until the site `run` started answers on `port`; fails at once if it exits. */
export async function waitForHealth(port: number, run: RunningEntry): Promise<void> {
  await vi.waitFor(
    async () => {
      if (run.child.exitCode !== null) throw new Error(`exited early:\n${run.output()}`)
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
    },
    { timeout: 60_000, interval: 250 },
  )
}
