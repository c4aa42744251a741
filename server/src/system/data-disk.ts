import { statfs } from 'node:fs/promises'
import path from 'node:path'
import { withTimeout } from '../with-timeout.js'

/**
 * The size and use of the disk holding `dir` (DATA_DIR: the outbox, and the backups under
 * `npm start`), or null where it cannot be measured (the folder does not exist yet, a network
 * disk that does not answer).
 */
export async function measureDisk(dir: string, ms: number) {
  const at = path.resolve(dir)
  try {
    const stats = await withTimeout(statfs(at), ms, 'data disk')
    const totalBytes = stats.blocks * stats.bsize
    if (totalBytes <= 0) return null
    return { path: at, totalBytes, usedBytes: totalBytes - stats.bfree * stats.bsize }
  } catch {
    return null
  }
}
