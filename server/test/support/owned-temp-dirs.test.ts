import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { makeOwnedTempDir, removeOrphanedTempDirs } from './owned-temp-dirs.js'

/** The id of a process that has ended. */
async function endedProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.once('exit', resolve))
  if (!child.pid) throw new Error('the child process had no id')
  return child.pid
}

describe('temporary folders an interrupted run left', () => {
  // Its own prefix: another run's folders on this machine are never this test's to remove.
  const prefix = `site-owned-test-${process.pid}-`
  const made: string[] = []
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))))

  it("are removed when their process has ended; this process's and unnamed ones are kept", async () => {
    const orphaned = path.join(os.tmpdir(), `${prefix}${await endedProcessId()}-AbC123`)
    await mkdir(orphaned)
    await writeFile(path.join(orphaned, 'postgres.log'), 'left behind')
    const ours = await makeOwnedTempDir(prefix)
    const unnamed = await mkdtemp(path.join(os.tmpdir(), `${prefix}x-`))
    made.push(orphaned, ours, unnamed)
    expect(path.basename(ours)).toMatch(new RegExp(`^${prefix}${process.pid}-.{6}$`))

    expect(await removeOrphanedTempDirs(prefix)).toEqual([orphaned])
    expect(existsSync(orphaned)).toBe(false)
    expect(existsSync(ours)).toBe(true)
    expect(existsSync(unnamed)).toBe(true)
  })
})
