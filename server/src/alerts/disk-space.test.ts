import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { diskTrouble, diskUse } from './disk-space.js'

describe('disk space', () => {
  it('measures the disk under a folder, names two folders on one disk once, and skips what it cannot read', async () => {
    const tmp = os.tmpdir()
    const uses = await diskUse([
      { label: 'the data folder', path: tmp },
      { label: 'the backup folder', path: tmp },
      { label: 'a folder not made yet', path: path.join(tmp, 'no-such-folder-for-alerts') },
    ])
    expect(uses).toHaveLength(1)
    expect(uses[0]?.label).toBe('the data folder and the backup folder')
    expect(uses[0]?.used).toBeGreaterThanOrEqual(0)
    expect(uses[0]?.used).toBeLessThanOrEqual(1)
  })

  it('is trouble over 90 % used, naming each full disk, and none at 90 % or under', () => {
    expect(diskTrouble([{ label: 'the data folder', path: '/data', used: 0.9 }])).toBeUndefined()
    expect(diskTrouble([])).toBeUndefined()
    const trouble = diskTrouble([
      { label: 'the data folder', path: '/data', used: 0.2 },
      { label: 'the backup folder', path: '/backups', used: 0.934 },
    ])
    expect(trouble?.title).toBe('A disk of the site is over 90 % full')
    expect(trouble?.detail).toMatch(/^the backup folder \(\/backups\) is 93 % full\. /)
    expect(trouble?.detail).not.toContain('/data')
  })
})
