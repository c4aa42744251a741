import { describe, expect, it } from 'vitest'
import { backupState, formatSize, formatUptime } from './status-words'

const run = {
  startedAt: '2026-11-26T00:00:00Z',
  finishedAt: '2026-11-26T00:01:00Z',
  file: 'site-2026-11-26T000000Z.tar',
  sizeBytes: 1000,
  encrypted: false,
  verified: true,
  localOk: true,
  offsiteOk: null,
  error: null,
}
const backup = { folder: '/app/backups', offsiteBucket: null, encryptedTo: false, readable: true }
const now = Date.parse('2026-11-26T10:00:00Z')

describe('status words', () => {
  it('says uptime in its two largest units', () => {
    expect(formatUptime(42)).toBe('42 seconds')
    expect(formatUptime(3 * 86_400 + 4 * 3_600 + 59)).toBe('3 days, 4 hours')
    expect(formatUptime(86_400 + 30)).toBe('1 day')
    expect(formatUptime(2 * 3_600 + 5 * 60)).toBe('2 hours, 5 minutes')
  })

  it('says sizes up to gigabytes', () => {
    expect(formatSize(5_400_000)).toBe('5.1 MB')
    expect(formatSize(40 * 1024 ** 3)).toBe('40.0 GB')
  })

  it('names the backups state: failed, none, out of date, off-site failed, backed up', () => {
    const failed = { ...run, localOk: false, error: 'Disk full' }
    expect(backupState({ ...backup, last: failed, lastGood: run }, now)[0]).toBe(
      'Last backup failed',
    )
    expect(backupState({ ...backup, last: null, lastGood: null }, now)[0]).toBe('No backup yet')
    expect(backupState({ ...backup, last: run, lastGood: run }, now + 86_400_000)[0]).toBe(
      'Out of date',
    )
    const offsite = { ...run, offsiteOk: false }
    expect(backupState({ ...backup, last: offsite, lastGood: offsite }, now)[0]).toBe(
      'Off-site copy failed',
    )
    expect(backupState({ ...backup, last: run, lastGood: run }, now)).toEqual([
      'Backed up',
      'green',
    ])
  })
})
