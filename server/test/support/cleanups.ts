import { afterAll, afterEach } from 'vitest'

/** Steps that undo what a test made (stop a server, remove a folder); they run last to first. */
export type Cleanups = (() => Promise<unknown>)[]

async function runCleanups(cleanups: Cleanups): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
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
