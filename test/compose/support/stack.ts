import { copyFile, cp, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import type { Podman } from './podman.js'
import { type RunOptions, run, tail } from './run.js'

const repo = fileURLToPath(new URL('../../../', import.meta.url))
export const COMPOSE_BIN = '/usr/bin/docker-compose'

/** The services that keep running (the others are one-shots). */
export const longRunning = ['web', 'api', 'postgres', 'storage'] as const

export interface Stack {
  /** The operator's folder: a copy of the project's docker-compose.yml and the .env. */
  dir: string
  /** `docker-compose <args>` in the operator's folder; resolves with its standard output. */
  compose(args: string[], options?: RunOptions): Promise<string>
  /** Runs `command` inside the running `service`; resolves with its standard output. */
  execInService(service: string, command: string[], options?: RunOptions): Promise<string>
  /**
   * `up -d` (of `services`, or all), answering health checks meanwhile, then waits until every
   * service is healthy. `env`: variables laid over the `.env` (a shell's, for compose).
   */
  up(options?: { services?: string[]; env?: NodeJS.ProcessEnv }): Promise<void>
  /** Waits until every long-running service (or those named) reports healthy; fails with logs. */
  waitHealthy(timeoutMs?: number, services?: readonly string[]): Promise<void>
  /** The last lines each service (or those named) wrote, for failure reports. */
  logs(services?: string[]): Promise<string>
}

export interface StackOptions {
  /** Compose profiles every command runs with (`--profile https`). */
  profiles?: string[]
  /** Further compose files laid over docker-compose.yml, by name in the operator's folder. */
  overrides?: string[]
  /** Folders copied into the operator's folder (an override file and what it mounts). */
  folders?: string[]
  /** Long-running services of the profiles and overrides, waited for as the others are. */
  services?: string[]
}

/** Writes the operator's `.env`: `.env.example` with `values` filled in. */
export async function operatorEnv(values: Record<string, string>): Promise<string> {
  const example = await readFile(path.join(repo, '.env.example'), 'utf8')
  const seen = new Set<string>()
  const lines = example.split('\n').map((line) => {
    const name = /^([A-Z0-9_]+)=/.exec(line)?.[1]
    if (!name || !(name in values)) return line
    seen.add(name)
    return `${name}=${values[name]}`
  })
  for (const [name, value] of Object.entries(values)) {
    if (!seen.has(name)) lines.push(`${name}=${value}`)
  }
  return lines.join('\n')
}

/**
 * An operator's folder for compose project `project` (its containers, network and volumes are
 * named after it: a second stack beside the first needs another name).
 */
export async function createStack(
  podman: Podman,
  env: string,
  project = 'sitecompose',
  options: StackOptions = {},
): Promise<Stack> {
  const dir = path.join(podman.root, `operator-${project}`)
  await mkdir(dir, { recursive: true })
  await copyFile(path.join(repo, 'docker-compose.yml'), path.join(dir, 'docker-compose.yml'))
  // The https profile's Caddyfile and settings check, which the caddy services mount from here.
  await cp(path.join(repo, 'caddy'), path.join(dir, 'caddy'), { recursive: true })
  for (const folder of options.folders ?? []) {
    await cp(folder, path.join(dir, path.basename(folder)), { recursive: true })
  }
  await writeFile(path.join(dir, '.env'), env)
  const files = ['docker-compose.yml', ...(options.overrides ?? [])].flatMap((file) => ['-f', file])
  const profiles = (options.profiles ?? []).flatMap((profile) => ['--profile', profile])
  const awaited = [...longRunning, ...(options.services ?? [])]

  const compose = (args: string[], options: RunOptions = {}) =>
    run(COMPOSE_BIN, ['--ansi', 'never', '-p', project, ...profiles, ...files, ...args], {
      timeoutMs: 10 * 60_000,
      ...options,
      cwd: dir,
      env: { ...podman.env, ...options.env },
    })

  /** Containers of this project with their compose service and state. */
  async function containers() {
    const out = await podman.podman([
      'ps',
      '--all',
      '--filter',
      `label=com.docker.compose.project=${project}`,
      '--format',
      '{{.ID}}\t{{index .Labels "com.docker.compose.service"}}\t{{.Status}}',
    ])
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [id = '', service = '', status = ''] = line.split('\t')
        return { id, service, status }
      })
  }

  /**
   * Without systemd podman never runs health checks by itself: run them for every container that
   * is still starting (or unhealthy) until `stop` is called.
   */
  function answerHealthChecks() {
    let stopped = false
    const loop = (async () => {
      while (!stopped) {
        const pending = (await containers().catch(() => [])).filter((c) =>
          /\((starting|unhealthy)\)/.test(c.status),
        )
        await Promise.all(
          pending.map((c) => podman.podman(['healthcheck', 'run', c.id]).catch(() => '')),
        )
        await sleep(2_000)
      }
    })()
    return async () => {
      stopped = true
      await loop
    }
  }

  async function logs(services: string[] = []) {
    const out = await compose(['logs', '--no-color', '--tail=80', ...services]).catch(
      (error: Error) => `(docker-compose logs failed: ${error.message})`,
    )
    return out
  }

  async function waitHealthy(timeoutMs = 4 * 60_000, services: readonly string[] = awaited) {
    const stop = answerHealthChecks()
    const deadline = Date.now() + timeoutMs
    try {
      for (;;) {
        const running = await containers()
        const notHealthy = services.filter(
          (service) => !running.some((c) => c.service === service && /\(healthy\)/.test(c.status)),
        )
        if (notHealthy.length === 0) return
        if (Date.now() > deadline) {
          const states = running.map((c) => `${c.service}: ${c.status}`).join('\n')
          throw new Error(
            `Not healthy after ${timeoutMs / 1000} s: ${notHealthy.join(', ')}\n${states}\n` +
              (await logs(notHealthy)),
          )
        }
        await sleep(1_000)
      }
    } finally {
      await stop()
    }
  }

  async function up({
    services = [],
    env = {},
  }: {
    services?: string[]
    env?: NodeJS.ProcessEnv
  } = {}) {
    const stop = answerHealthChecks()
    try {
      await compose(['up', '-d', '--no-build', ...services], { env })
    } catch (error) {
      const states = (await containers().catch(() => []))
        .map((c) => `${c.service}: ${c.status}`)
        .join('\n')
      throw new Error(`${(error as Error).message}\n${states}\n${tail(await logs(), 200)}`)
    } finally {
      await stop()
    }
    await waitHealthy()
  }

  // `podman exec`, not `docker-compose exec`: exec sessions made through the API service leave
  // their conmon processes behind (seen with podman 4.3).
  async function execInService(service: string, command: string[], options?: RunOptions) {
    const id = (await compose(['ps', '-q', service])).trim()
    if (!id) throw new Error(`${service} has no running container`)
    return podman.podman(['exec', id, ...command], options)
  }

  return { dir, compose, execInService, up, waitHealthy, logs }
}
