import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

/**
 * The kept build storage's bookkeeping (decision 075), in a cache folder of its own: the modules
 * read XDG_CACHE_HOME when they load, so they are imported once it is set.
 */
const cacheHome = await mkdtemp(path.join(tmpdir(), 'build-engine-test-'))
process.env.XDG_CACHE_HOME = cacheHome
const { composeSkipReason, hostCache } = await import('./support/tools.js')
const { withBuildEngine } = await import('./support/build-engine.js')
const skipReason = composeSkipReason()
if (!hostCache.startsWith(cacheHome)) throw new Error(`The test would use ${hostCache}`)
const buildCache = path.join(cacheHome, 'contractor-site/compose-builds')
const keptFile = path.join(buildCache, 'storage/kept')

/** A process id that no process has: above the kernel's largest. */
const deadPid = 2 ** 22 + 1

async function runFile(pid: number) {
  await mkdir(path.join(buildCache, 'runs'), { recursive: true })
  await writeFile(path.join(buildCache, 'runs', String(pid)), '')
}

describe.skipIf(skipReason)('the kept build storage', () => {
  beforeAll(async () => {
    await mkdir(path.dirname(keptFile), { recursive: true })
  })
  afterAll(() => rm(cacheHome, { recursive: true, force: true }))

  test('is kept after a run, and its run file goes', async () => {
    await writeFile(keptFile, '')
    const images = await withBuildEngine((engine) => engine.podman(['images', '--quiet']))
    expect(images.trim()).toBe('')
    expect(existsSync(keptFile)).toBe(true)
    expect(existsSync(path.join(buildCache, 'runs', String(process.pid)))).toBe(false)
  })

  test('is kept while another run is alive, even beside a killed run', async () => {
    await runFile(deadPid)
    await runFile(process.ppid)
    await withBuildEngine(async () => {})
    expect(existsSync(keptFile)).toBe(true)
    await rm(path.join(buildCache, 'runs', String(process.ppid)))
  })

  test('starts again empty after a killed run', async () => {
    await runFile(deadPid)
    await withBuildEngine(async () => {})
    expect(existsSync(keptFile)).toBe(false)
    expect(existsSync(path.join(buildCache, 'runs', String(deadPid)))).toBe(false)
  })
})
