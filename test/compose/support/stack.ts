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
  /**
   * Every long-running service at a fixed address on a network of its own (`subnet`: the first
   * three bytes of a /24, e.g. '10.201.1'), and every container told the others' addresses in its
   * /etc/hosts, so that no step waits on aardvark-dns (decision 061). `aliases`: more names for a
   * service ({ 'www.example.co.za': 'caddy' }). A one-off `compose run api` takes the api's
   * address: run it only while the api is down, as an operator's restore does.
   */
  fixedAddresses?: { subnet: string; aliases?: Record<string, string> }
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
  const awaited = [...longRunning, ...(options.services ?? [])]
  const overrides = [...(options.overrides ?? [])]
  if (options.fixedAddresses) {
    // Made here, not by compose: docker-compose 1.29 compares an existing network's IPAM options
    // with its file's and podman reports one the file cannot name, so every later command on
    // the stack would stop with "needs to be recreated". `down` keeps it; the engine's reset
    // removes it.
    const network = `${project}_default`
    const subnet = `${options.fixedAddresses.subnet}.0/24`
    await podman.podman(['network', 'create', '--subnet', subnet, network])
    const file = 'fixed-addresses.yml'
    // JSON is YAML, and compose reads it as such.
    const fixed = fixedAddresses(awaited, network, options.fixedAddresses)
    await writeFile(path.join(dir, file), JSON.stringify(fixed, null, 2))
    overrides.push(file)
  }
  const files = ['docker-compose.yml', ...overrides].flatMap((file) => ['-f', file])
  const profiles = (options.profiles ?? []).flatMap((profile) => ['--profile', profile])

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
  function runHealthChecks() {
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
    const stop = runHealthChecks()
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
    const stop = runHealthChecks()
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

/**
 * A compose override that puts the stack on `network` (made beforehand, with the subnet), gives
 * `services` fixed addresses and every container (the one-shot `migrate` too) a hosts file
 * naming them all.
 */
function fixedAddresses(
  services: readonly string[],
  network: string,
  { subnet, aliases = {} }: { subnet: string; aliases?: Record<string, string> },
) {
  const address = new Map(services.map((service, i) => [service, `${subnet}.${10 + i}`]))
  const hosts = [
    ...[...address].map(([service, ip]) => `${service}:${ip}`),
    ...Object.entries(aliases).map(([name, service]) => `${name}:${address.get(service)}`),
  ]
  const entries = [...address].map(([service, ip]) => [
    service,
    { networks: { default: { ipv4_address: ip } }, extra_hosts: hosts },
  ])
  return {
    networks: { default: { external: true, name: network } },
    services: { ...Object.fromEntries(entries), migrate: { extra_hosts: hosts } },
  }
}
