import { readFile } from 'node:fs/promises'
import { assertPortFree } from '../../src/embedded/ports.js'

/** Where the kernel picks ports for `listen(0)` and for outgoing connections (Linux). */
async function ephemeralPortsFrom(): Promise<number> {
  const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '')
  return Number(range.trim().split(/\s+/)[0]) || 32_768
}

/**
 * A free loopback port below the kernel's ephemeral range, for a service that is down: connections
 * to it are refused for as long as the test needs. A port from the ephemeral range can be handed to
 * the other worker's next server (or be a connection's own source port), and a client then waits
 * for a greeting instead of being refused. Seen in CI: a quote mail's first attempt hung for 15 s.
 */
export async function refusedPort(): Promise<number> {
  const low = 10_000
  const high = await ephemeralPortsFrom()
  const isFree = (port: number) =>
    assertPortFree(port, '127.0.0.1').then(
      () => true,
      () => false,
    )
  for (let tries = 0; tries < 20; tries++) {
    const port = low + Math.floor(Math.random() * (high - low))
    if (await isFree(port)) return port
  }
  throw new Error(`no free port between ${low} and ${high} after 20 tries`)
}
