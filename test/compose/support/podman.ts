import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { killGroup, type RunOptions, run } from './run.js'

/** podman, and the environment that points it at one engine. */
export interface Engine {
  env: NodeJS.ProcessEnv
  podman(args: string[], options?: RunOptions): Promise<string>
}

/** The test's engine; its `env` points docker-compose at it too (DOCKER_HOST). */
export interface Podman extends Engine {
  /** Everything of this engine lives here: storage, run state, networks, the API socket. */
  root: string
  /**
   * Stops every container and the API service and removes the whole root; resolves with what is
   * left (processes still using the root, the root itself), which should be nothing.
   */
  destroy(): Promise<string[]>
}

/**
 * Writes the configuration of an engine whose run state, networks and temporary files live under
 * `root` and whose images and layers live in `graphroot`: root here cannot raise hard limits
 * (hence default_ulimits), crun refuses the hybrid cgroup layout (runc), and nothing runs systemd
 * or journald.
 */
async function configureEngine(root: string, graphroot: string): Promise<Engine> {
  const at = (name: string) => path.join(root, name)
  await mkdir(at('conf'))
  await writeFile(
    at('conf/containers.conf'),
    `[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
events_logfile_path = "${at('events.log')}"
tmp_dir = "${at('tmp')}"

[network]
network_config_dir = "${at('networks')}"
`,
  )
  await writeFile(
    at('conf/storage.conf'),
    `[storage]
driver = "overlay"
graphroot = "${graphroot}"
runroot = "${at('run')}"
`,
  )
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTAINERS_CONF: at('conf/containers.conf'),
    CONTAINERS_STORAGE_CONF: at('conf/storage.conf'),
    // Docker's image format keeps what OCI drops (HEALTHCHECK, SHELL).
    BUILDAH_FORMAT: 'docker',
  }
  const podman = (args: string[], options: RunOptions = {}) =>
    run('podman', args, { ...options, env: { ...env, ...options.env } })
  return { env, podman }
}

/**
 * A podman engine of its own under a temporary folder, never the system's storage.
 * docker-compose talks to it through `podman system service`, which (unlike podman-compose 1.0)
 * honours depends_on conditions.
 */
export async function startPodman(): Promise<Podman> {
  const root = await mkdtemp(path.join(tmpdir(), 'compose-stack-'))
  const engine = await configureEngine(root, path.join(root, 'storage'))
  const socket = path.join(root, 'podman.sock')
  const env: NodeJS.ProcessEnv = {
    ...engine.env,
    DOCKER_HOST: `unix://${socket}`,
    COMPOSE_HTTP_TIMEOUT: '600',
  }
  const { podman } = engine

  const service: ChildProcess = spawn(
    'podman',
    ['system', 'service', '--time=0', `unix://${socket}`],
    { env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let serviceErrors = ''
  service.stderr?.on('data', (chunk: Buffer) => {
    serviceErrors = (serviceErrors + chunk.toString('utf8')).slice(-4000)
  })
  for (let tries = 0; !existsSync(socket); tries++) {
    if (tries > 100 || service.exitCode !== null) {
      killGroup(service.pid, 'SIGKILL')
      throw new Error(`podman system service did not start:\n${serviceErrors}`)
    }
    await sleep(100)
  }

  async function destroy() {
    await podman(['rm', '--all', '--force', '--time', '0']).catch(() => '')
    await podman(['pod', 'rm', '--all', '--force']).catch(() => '')
    const exited = new Promise((resolve) => service.once('exit', resolve))
    killGroup(service.pid, 'SIGTERM')
    await Promise.race([exited, sleep(10_000)])
    killGroup(service.pid, 'SIGKILL')
    await podman(['system', 'reset', '--force']).catch(() => '')
    await unmountUnder(root)
    await rm(root, { recursive: true, force: true })
    // Reported, and then ended so that nothing stays behind even when the check fails.
    const left = await processesUsing(root)
    for (const { pid } of left) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // gone meanwhile
      }
    }
    const report = left.map(({ pid, commandLine }) => `process ${pid}: ${commandLine}`)
    if (existsSync(root)) report.push(`the folder ${root}`)
    return report
  }

  return { root, env, podman, destroy }
}

/** A podman engine for builds, closed when they are done. */
export interface BuildEngine extends Engine {
  close(): Promise<void>
}

/**
 * A podman engine whose images and layers stay in `graphroot` from one run to the next; its run
 * state is temporary and goes with `close`.
 */
export async function openBuildEngine(graphroot: string): Promise<BuildEngine> {
  const root = await mkdtemp(path.join(tmpdir(), 'compose-build-'))
  const engine = await configureEngine(root, graphroot)
  return {
    ...engine,
    async close() {
      await unmountUnder(root)
      await rm(root, { recursive: true, force: true })
    },
  }
}

/** Unmounts whatever is still mounted below `dir` (overlay layers), deepest first. */
export async function unmountUnder(dir: string) {
  const mounts = (await readFile('/proc/self/mounts', 'utf8'))
    .split('\n')
    .map((line) => line.split(' ')[1] ?? '')
    .filter((target) => target.startsWith(`${dir}/`))
    .sort((a, b) => b.length - a.length)
  for (const target of mounts) await run('umount', ['-l', target]).catch(() => '')
}

/** Processes whose command line names `dir` (conmon, the API service, containers' cleanup). */
async function processesUsing(dir: string) {
  const found: Array<{ pid: number; commandLine: string }> = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const commandLine = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')
    if (commandLine.includes(dir)) {
      found.push({ pid: Number(entry), commandLine: commandLine.replaceAll('\0', ' ') })
    }
  }
  return found
}
