import type { SystemStatus } from '@site/contract/system-status'
import { backupFacts, backupState, when } from '../status-words'
import { Fact, notReadInTime, StatusCard } from './status-card'

/** The last good backup: when, how big, where it is kept, checked or not; and a failure since. */
export function BackupCard({ backup, now }: { backup: SystemStatus['backup']; now: number }) {
  const { last, lastGood } = backup
  return (
    <StatusCard title="Backups" state={backupState(backup, now)}>
      {!backup.readable ? (
        <Fact label="Last good backup">{notReadInTime}</Fact>
      ) : lastGood ? (
        <Fact label="Last good backup">
          {when(lastGood.finishedAt ?? lastGood.startedAt)} ({backupFacts(lastGood)})
        </Fact>
      ) : (
        <Fact label="Last good backup">None yet: the first is made tonight.</Fact>
      )}
      {last && last !== lastGood && last.error ? (
        <Fact label={`Backup of ${when(last.startedAt)}`}>
          <span className="text-red-800">{last.error}</span>
        </Fact>
      ) : null}
      <Fact label="Kept on this server in">
        <code className="break-all">{backup.folder}</code>
      </Fact>
      <Fact label="Copied off-site to">
        {backup.offsiteBucket ? (
          <>
            <code className="break-all">{backup.offsiteBucket}</code>
            {lastGood?.offsiteOk === true ? ' (the last good backup is there)' : null}
          </>
        ) : (
          'Not set up: the backups stay on this server (BACKUP_S3_* settings).'
        )}
      </Fact>
    </StatusCard>
  )
}
