import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type BuildEngine, openBuildEngine, type Podman, unmountUnder } from './podman.js'
import { hostCache } from './tools.js'

/**
 * The build engine's storage, kept between runs as `docker compose build` keeps its layers on an
 * operator's machine: a build step runs again only when what it copies, or a step before it,
 * changed (decision 075).
 */
const buildCache = path.join(hostCache, 'compose-builds')
const storage = path.join(buildCache, 'storage')
/** One empty file per run using the storage, named by its process id, removed when it is done. */
const runs = path.join(buildCache, 'runs')
/** The name of the archive last loaded with loadOnce. */
const lastLoaded = path.join(buildCache, 'loaded')

/**
 * Lends `use` the kept build engine. A run killed mid-build can leave its storage half-written (a
 * layer without its files, a build container never removed), so when a run's file is left behind
 * and no other run is alive, the storage starts again empty. With no other run alive, the images
 * no name leads to (earlier builds') are removed first.
 */
export async function withBuildEngine<T>(use: (engine: BuildEngine) => Promise<T>): Promise<T> {
  const files = await readdir(runs).catch(() => [] as string[])
  const othersAlive = files.some((pid) => isAlive(Number(pid)))
  if (files.length > 0 && !othersAlive) {
    await unmountUnder(storage)
    await rm(buildCache, { recursive: true, force: true })
  }
  await mkdir(runs, { recursive: true })
  const thisRun = path.join(runs, String(process.pid))
  await writeFile(thisRun, '')
  const engine = await openBuildEngine(storage)
  try {
    if (!othersAlive) await removeUnnamedImages(engine)
    return await use(engine)
  } finally {
    await engine.close()
    await rm(thisRun, { force: true })
  }
}

/** Loads `archive` (from `podman save`) into the build engine unless it was the last loaded. */
export async function loadOnce(engine: BuildEngine, archive: string): Promise<void> {
  const name = path.basename(archive)
  if ((await readFile(lastLoaded, 'utf8').catch(() => '')) === name) return
  await engine.podman(['load', '-i', archive], { timeoutMs: 5 * 60_000 })
  await writeFile(lastLoaded, name)
}

/** Copies `images` from the build engine into the test's engine, through an archive in `work`. */
export async function copyImages(
  engine: BuildEngine,
  podman: Podman,
  images: string[],
  work: string,
): Promise<void> {
  const archive = path.join(work, 'built-images.tar')
  await engine.podman(['save', '--multi-image-archive', '-o', archive, ...images], {
    timeoutMs: 5 * 60_000,
  })
  await podman.podman(['load', '-i', archive], { timeoutMs: 5 * 60_000 })
  await rm(archive, { force: true })
}

/** Untagged images nothing builds on, pass by pass: removing one can leave its parent so. */
async function removeUnnamedImages(engine: BuildEngine) {
  for (let pass = 0; pass < 20; pass++) {
    const removed = await engine.podman(['image', 'prune', '--force'])
    if (!removed.trim()) return
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
