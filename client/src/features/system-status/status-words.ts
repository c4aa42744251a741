import { formatSouthAfricanTime } from '@site/contract/south-african-time'
import type { BackupRunSummary, SystemStatus } from '@site/contract/system-status'

const GB = 1024 ** 3
const MB = 1024 ** 2

/** Sizes of disks and archives: "850 KB", "12.4 MB", "3.2 GB". */
export function formatSize(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(bytes >= 100 * GB ? 0 : 1)} GB`
  if (bytes >= MB) return `${(bytes / MB).toFixed(bytes >= 100 * MB ? 0 : 1)} MB`
  return `${bytes > 0 ? Math.max(1, Math.round(bytes / 1024)) : 0} KB`
}

/** "3 days, 4 hours", "2 hours, 5 minutes", "40 seconds": the two largest units. */
export function formatUptime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`
  const units: [string, number][] = [
    ['day', Math.floor(s / 86_400)],
    ['hour', Math.floor((s % 86_400) / 3_600)],
    ['minute', Math.floor((s % 3_600) / 60)],
  ]
  const first = units.findIndex(([, n]) => n > 0)
  return units
    .slice(first, first + 2)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${n} ${name}${n === 1 ? '' : 's'}`)
    .join(', ')
}

export const when = formatSouthAfricanTime

export type Tone = 'green' | 'amber' | 'red' | 'slate'

/** A backup older than this (the nightly one plus two hours' grace) is out of date. */
const BACKUP_DUE_MS = 26 * 60 * 60 * 1000

/** The backups' state in a word or two, and its colour. */
export function backupState(backup: SystemStatus['backup'], now: number): [string, Tone] {
  if (!backup.readable) return ['Unknown', 'slate']
  const { last, lastGood } = backup
  if (last && !last.localOk) return ['Last backup failed', 'red']
  if (!lastGood) return ['No backup yet', 'amber']
  if (now - Date.parse(lastGood.finishedAt ?? lastGood.startedAt) > BACKUP_DUE_MS) {
    return ['Out of date', 'amber']
  }
  if (last?.offsiteOk === false) return ['Off-site copy failed', 'amber']
  return ['Backed up', 'green']
}

/** "5.2 MB, checked after writing, encrypted". */
export function backupFacts(run: BackupRunSummary): string {
  return [
    run.sizeBytes !== null ? formatSize(run.sizeBytes) : null,
    run.verified ? 'checked after writing' : 'not checked',
    run.encrypted ? 'encrypted' : 'not encrypted',
  ]
    .filter(Boolean)
    .join(', ')
}

export function mailState(mail: SystemStatus['mail']): [string, Tone] {
  if (mail.failing === null) return ['Unknown', 'slate']
  if (mail.failing > 0) return ['Not going out', 'red']
  if (mail.kind === 'outbox') return ['Local outbox only', 'amber']
  return ['Going out', 'green']
}

/** Whole percent of the disk in use. */
export function diskPercent(disk: { totalBytes: number; usedBytes: number }): number {
  return Math.round((disk.usedBytes / disk.totalBytes) * 100)
}
