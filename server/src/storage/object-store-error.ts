/** The store failed (unreachable, refused, broke off): not the fault of what was written. */
export class ObjectStoreError extends Error {
  constructor(cause: unknown) {
    super(`object store: ${(cause as Error)?.message ?? String(cause)}`, { cause })
    this.name = 'ObjectStoreError'
  }
}

/** Marks failures of a store call as the store's, so callers can tell them from their own. */
export async function store<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    throw new ObjectStoreError(error)
  }
}

/** The store says there is no such object (NoSuchKey from a GET, NotFound from a HEAD). */
export function isNotFound(error: unknown): boolean {
  const code = (error as { code?: string }).code
  return code === 'NotFound' || code === 'NoSuchKey'
}
