import { stat, statfs } from 'node:fs/promises'
import type { Trouble } from './alert-conditions.js'

/** Over this share used, the owner is alerted. */
export const DISK_FULL_SHARE = 0.9

export interface WatchedFolder {
  /** What it holds, in plain words ("the data folder"). */
  label: string
  path: string
}

export interface DiskUse {
  label: string
  path: string
  /** Used share of what the site can use, 0..1, as `df` counts it. */
  used: number
}

/**
 * How full the disks under `folders` are. A folder that does not exist (yet) or cannot be read
 * is left out: the site cannot measure it, which is not an alert.
 */
export async function diskUse(folders: WatchedFolder[]): Promise<DiskUse[]> {
  const seen = new Map<string, DiskUse>()
  for (const folder of folders) {
    const stats = await statfs(folder.path).catch(() => undefined)
    const device = await stat(folder.path).then(
      (info) => info.dev,
      () => undefined,
    )
    if (!stats || stats.blocks === 0 || device === undefined) continue
    const used = stats.blocks - stats.bfree
    const share = used / (used + stats.bavail)
    // Two folders on one disk (one device): named once.
    const key = String(device)
    const known = seen.get(key)
    if (known) known.label = `${known.label} and ${folder.label}`
    else seen.set(key, { label: folder.label, path: folder.path, used: share })
  }
  return [...seen.values()]
}

export function diskTrouble(uses: DiskUse[], over = DISK_FULL_SHARE): Trouble | undefined {
  const full = uses.filter((use) => use.used > over)
  if (full.length === 0) return undefined
  const named = full.map(
    (use) => `${use.label} (${use.path}) is ${Math.round(use.used * 100)} % full`,
  )
  return {
    title: 'A disk of the site is over 90 % full',
    detail: `${named.join('; ')}. When it is full, uploads, quote requests with photos and backups fail: free space or give the server a larger disk.`,
  }
}
