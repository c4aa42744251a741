import type { ServiceCheck, SystemStatus } from '@site/contract/system-status'
import { diskPercent, formatSize, formatUptime, mailState, type Tone, when } from '../status-words'
import { Fact, notReadInTime, StatusCard } from './status-card'

/** The version, how long this server has run, and whether the database and file store answer. */
export function ServicesCard({ status }: { status: SystemStatus }) {
  const allUp = status.database.reachable && status.objectStore.reachable
  return (
    <StatusCard title="Website" state={allUp ? ['Working', 'green'] : ['Not working', 'red']}>
      <Fact label="Version">{status.version}</Fact>
      <Fact label="Running for">
        {formatUptime(status.uptimeSeconds)} (since {when(status.startedAt)})
      </Fact>
      <Fact label="Database">{serviceWords(status.database)}</Fact>
      <Fact label="File store (photos and videos)">{serviceWords(status.objectStore)}</Fact>
    </StatusCard>
  )
}

function serviceWords(check: ServiceCheck) {
  return (
    <>
      <span className={check.reachable ? 'font-semibold' : 'font-semibold text-red-800'}>
        {check.reachable ? 'Reachable.' : 'Not reachable.'}
      </span>{' '}
      {check.detail}
    </>
  )
}

/** Quote request mail: where it goes, how many wait, how many fail, and why, in plain words. */
export function MailCard({ mail }: { mail: SystemStatus['mail'] }) {
  return (
    <StatusCard title="Quote request mail" state={mailState(mail)}>
      <Fact label="Sent to">
        {mail.kind === 'outbox'
          ? 'Saved to the local outbox folder (no mail server configured).'
          : `The mail server (${mail.destination.replace(/^the SMTP relay /, '')}).`}
      </Fact>
      <Fact label="Waiting to be sent">{mail.waiting ?? notReadInTime}</Fact>
      <Fact label="Failing">{mail.failing ?? notReadInTime}</Fact>
      {mail.givenUp ? (
        <Fact label="Never sent (given up)">
          {mail.givenUp}: each is in Quote requests; call or e-mail those customers yourself.
        </Fact>
      ) : null}
      {mail.lastError ? (
        <Fact label="Last problem">
          <span className="text-red-800">{mail.lastError.words}</span> (request of{' '}
          {when(mail.lastError.requestedAt)})
        </Fact>
      ) : null}
    </StatusCard>
  )
}

/** The data disk, the database and the media, as far as they can be measured. */
export function StorageCard({ storage }: { storage: SystemStatus['storage'] }) {
  const disk = storage.dataDisk
  const percent = disk ? diskPercent(disk) : null
  const state: [string, Tone] =
    percent === null
      ? ['Not measured', 'slate']
      : percent >= 90
        ? ['Nearly full', 'red']
        : ['Enough room', 'green']
  const media = storage.media
  return (
    <StatusCard title="Storage" state={state}>
      <Fact label="Data disk">
        {disk ? (
          <>
            {formatSize(disk.usedBytes)} of {formatSize(disk.totalBytes)} used ({percent} %)
            <span
              aria-hidden="true"
              className="mt-1 block h-2 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line"
            >
              <span
                className={`block h-full ${(percent ?? 0) >= 90 ? 'bg-red-700' : 'bg-brand-700'}`}
                style={{ width: `${percent}%` }}
              />
            </span>
          </>
        ) : (
          'Cannot be measured here.'
        )}
      </Fact>
      <Fact label="Database">
        {storage.databaseBytes !== null ? formatSize(storage.databaseBytes) : notReadInTime}
      </Fact>
      <Fact label="Photos and videos">
        {media
          ? `${media.items.ready + media.items.processing + media.items.failed} items, ${formatSize(media.bytes)}` +
            (media.items.processing ? `; ${media.items.processing} being processed` : '') +
            (media.items.failed ? `; ${media.items.failed} failed` : '')
          : notReadInTime}
      </Fact>
    </StatusCard>
  )
}
