import type { StatsFs } from 'node:fs'
import { statfs } from 'node:fs/promises'
import path from 'node:path'
import { withTimeout } from '../with-timeout.js'

/**
 * The room the site has on the disk holding `dir` and how much of it is used (DATA_DIR: the
 * outbox, and the backups under `npm start`; before anything is written there, the nearest folder
 * above it that exists), or null where it cannot be measured (a network disk that does not answer).
 */
export async function measureDisk(dir: string, ms: number) {
  const at = path.resolve(dir)
  try {
    const stats = await withTimeout(statfsOfNearest(at), ms, 'data disk')
    // As `df` and the disk alert (alerts/disk-space.ts) count: the blocks kept for root are not
    // the site's, so the share shown is the share the alert compares with 90 %.
    const usedBytes = (stats.blocks - stats.bfree) * stats.bsize
    const totalBytes = usedBytes + stats.bavail * stats.bsize
    if (totalBytes <= 0) return null
    return { path: at, totalBytes, usedBytes }
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
