import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'
import { COMPOSE_BIN } from './stack.js'

/** Where the compose test keeps, for its later runs on this machine, what it built (074, 075). */
export const hostCache = path.join(
  process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'),
  'contractor-site',
)

/** What the compose stack test needs on the host (.ci/run installs the Debian packages). */
const tools: Record<string, string> = {
  '/usr/bin/podman': 'podman',
  '/usr/sbin/runc': 'runc',
  '/usr/lib/podman/netavark': 'netavark',
  '/usr/lib/podman/aardvark-dns': 'aardvark-dns',
  '/usr/sbin/debootstrap': 'debootstrap',
  [COMPOSE_BIN]: 'docker-compose',
  '/usr/bin/ffmpeg': 'ffmpeg',
  // The https profile: the caddy stand-in's binary, the browser that checks the chain of trust
  // and the tool that gives it the test CA's root.
  '/usr/bin/caddy': 'caddy',
  '/usr/bin/chromium': 'chromium',
  '/usr/bin/certutil': 'libnss3-tools',
}

/**
 * Why the stack cannot run here, or '' when it can. In CI a missing tool is an error, never a
 * reason to skip.
 */
export function composeSkipReason(): string {
  const missing = Object.entries(tools)
    .filter(([bin]) => !existsSync(bin))
    .map(([, pkg]) => pkg)
  const notRoot = process.getuid?.() !== 0 ? 'not run as root (it runs podman as root)' : ''
  if (missing.length === 0 && !notRoot) return ''
  const reason = missing.length
    ? `${missing.join(', ')} not installed (apt-get install ${missing.join(' ')})`
    : notRoot
  if (process.env.CI) throw new Error(`The compose stack test cannot run in CI: ${reason}`)
  console.warn(`\n[compose] Skipping the docker compose stack test: ${reason}.\n`)
  return reason
}
