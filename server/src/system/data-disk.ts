import type { StatsFs } from 'node:fs'
import { statfs } from 'node:fs/promises'
import path from 'node:path'
import { withTimeout } from '../with-timeout.js'

/**
 * The size and use of the disk holding `dir` (DATA_DIR: the outbox, and the backups under
 * `npm start`; before anything is written there, the nearest folder above it that exists), or null
 * where it cannot be measured (a network disk that does not answer).
 */
export async function measureDisk(dir: string, ms: number) {
  const at = path.resolve(dir)
  try {
    const stats = await withTimeout(statfsOfNearest(at), ms, 'data disk')
    const totalBytes = stats.blocks * stats.bsize
    if (totalBytes <= 0) return null
    return { path: at, totalBytes, usedBytes: totalBytes - stats.bfree * stats.bsize }
  } catch {
    return null
  }
}

async function statfsOfNearest(dir: string): Promise<StatsFs> {
  try {
    return await statfs(dir)
  } catch (error) {
    const parent = path.dirname(dir)
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === dir) throw error
    return statfsOfNearest(parent)
  }
}
