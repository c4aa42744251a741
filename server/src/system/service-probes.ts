import type { ServiceCheck } from '@site/contract/system-status'
import type pg from 'pg'
import type { ObjectStore } from '../storage/object-store.js'
import { withTimeout } from '../with-timeout.js'

/** How long the System page and /metrics wait for a backing service. */
export const PROBE_MS = 2_000

export function probeDatabase(pool: pg.Pool): Promise<ServiceCheck> {
  return timed(withTimeout(pool.query('select 1'), PROBE_MS, 'database').then(() => true))
}

/** The store answers and the media bucket exists (the store's own 2 s limit bounds it). */
export function probeObjectStore(storage: ObjectStore): Promise<ServiceCheck> {
  return timed(withTimeout(storage.isAvailable(), PROBE_MS + 250, 'object store'))
}

async function timed(probe: Promise<boolean>): Promise<ServiceCheck> {
  const started = performance.now()
  const up = await probe.catch(() => false)
  const ms = Math.round(performance.now() - started)
  if (up) return { reachable: true, detail: `Answered in ${ms} ms.` }
  return {
    reachable: false,
    detail:
      ms >= PROBE_MS - 50
        ? `Did not answer within ${PROBE_MS / 1000} seconds.`
        : 'Refused the connection, or did not work as expected.',
  }
}
