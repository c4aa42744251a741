import type { Health } from '@site/contract/health'
import type { FastifyInstance } from 'fastify'
import { withTimeout } from '../with-timeout.js'

export async function checkHealth(app: FastifyInstance): Promise<Health> {
  const [database, storage] = await Promise.all([
    withTimeout(app.pool.query('select 1'), 2_000, 'database').then(
      () => 'up' as const,
      () => 'down' as const,
    ),
    app.storage.isAvailable().then((up) => (up ? ('up' as const) : ('down' as const))),
  ])
  const ready = app.readiness.isReady()
  const ok = database === 'up' && storage === 'up' && ready
  return { status: ok ? 'ok' : 'unavailable', database, storage, ready }
}
