import { afterAll, afterEach } from 'vitest'

/** Steps that undo what a test made (stop a server, remove a folder); they run last to first. */
export type Cleanups = (() => Promise<unknown>)[]

/**
 * Runs the steps last to first, each one even when an earlier one failed (a server that would not
 * stop must not leave its folder behind), then throws the first failure.
 */
export async function runCleanups(cleanups: Cleanups): Promise<void> {
  const failures: unknown[] = []
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch((error: unknown) => failures.push(error))
  }
  if (failures.length > 0) throw failures[0]
}

/** A list of clean-up steps that runs, last to first, after each test of the file or block. */
export function cleanupsAfterEach(): Cleanups {
  const cleanups: Cleanups = []
  afterEach(() => runCleanups(cleanups))
  return cleanups
}

/** A list of clean-up steps that runs, last to first, after the last test of the file or block. */
export function cleanupsAfterAll(): Cleanups {
  const cleanups: Cleanups = []
  afterAll(() => runCleanups(cleanups))
  return cleanups
}
