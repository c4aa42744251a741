import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import lockfile from 'proper-lockfile'

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another running instance (npm start). ` +
        'Stop that one first, or set DATA_DIR to another folder.',
    )
    this.name = 'DataDirLockedError'
  }
}

const lockOptions = (dataDir: string) => ({
  lockfilePath: path.join(dataDir, 'instance.lock'),
  stale: 30_000,
  realpath: false,
})

/** Whether a running instance (npm start, or a command that started the services) holds the lock. */
export async function isDataDirLocked(dataDir: string): Promise<boolean> {
  try {
    return await lockfile.check(dataDir, lockOptions(dataDir))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

/**
 * Takes an exclusive lock on the data folder so that a second `npm start` cannot run a second
 * PostgreSQL on the same files. A lock left by a crashed process goes stale after 30 s.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true })
  try {
    return await lockfile.lock(dataDir, { ...lockOptions(dataDir), update: 10_000, retries: 0 })
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dataDir)
    throw error
  }
}
