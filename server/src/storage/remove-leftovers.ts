import type { FastifyBaseLogger } from 'fastify'
import type { ObjectStore } from './object-store.js'

/**
 * Removes the objects a refused or failed request wrote before any row named them. A store that
 * fails here is logged, not thrown: the request's own error is the one to respond with.
 */
export async function removeLeftovers(
  storage: Pick<ObjectStore, 'removeObjects'>,
  keys: readonly string[],
  log: FastifyBaseLogger,
  what: string,
): Promise<void> {
  if (keys.length === 0) return
  try {
    await storage.removeObjects(keys)
  } catch (error) {
    log.error({ err: error, keys }, `could not remove the objects of ${what}`)
  }
}
