import { CircleAlert, CircleCheck, CirclePause, Clock, LoaderCircle, WifiOff } from 'lucide'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { formatBytes, percentOf } from '../../../lib/byte-size'
import type { FileEntry } from '../../../lib/media-upload/upload-state'
import { adminMessages } from '../../../lib/portal/messages'
import { ProgressBar } from './progress-bar'

interface UploadFileLineProps {
  file: FileEntry
  onPause: () => void
  onResume: () => void
  onCancel: () => void
}

const smallButton = `${buttonClass('outline', 'sm')} min-h-11`
const iconClass = 'size-5 shrink-0'

/** One file of the batch: what became of it, or its progress with Pause/Resume and Cancel. */
export function UploadFileLine({ file, onPause, onResume, onCancel }: UploadFileLineProps) {
  const open = !file.result
  const percent = percentOf(file.sent, file.size)
  const amount = `${formatBytes(file.sent)} of ${formatBytes(file.size)}`
  const canResume = file.phase === 'paused' || file.phase === 'signedOut'
  return (
    <li data-testid="upload-file" className="flex items-start gap-3 px-5 py-3">
      <span className="mt-0.5">
        <LineIcon file={file} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-all text-brand-950">{file.name}</p>
        <p className={`text-sm ${file.result?.ok === false ? 'text-red-700' : 'text-ink-muted'}`}>
          {detailOf(file)}
        </p>
        {open ? (
          <>
            <div className="mt-2 flex items-baseline justify-between gap-4 text-sm text-ink-muted">
              <span>{amount}</span>
              <span className="font-semibold text-brand-950 tabular-nums">{percent}%</span>
            </div>
            <ProgressBar
              label={`${file.name} progress`}
              percent={percent}
              valueText={`${percent}%, ${amount}`}
              className="mt-1 h-2"
            />
            <div className="mt-3 flex flex-wrap gap-2">
              {canResume ? (
                <FileAction action="Resume" file={file.name} onClick={onResume} />
              ) : (
                <FileAction action="Pause" file={file.name} onClick={onPause} />
              )}
              <FileAction action="Cancel" file={file.name} onClick={onCancel} />
            </div>
          </>
        ) : null}
      </div>
    </li>
  )
}

function detailOf({ result, phase, sent, size }: FileEntry): string {
  if (result?.ok) {
    if (!result.title) return adminMessages.storedShortly
    return result.category
      ? `Saved as “${result.title}” in ${result.category}`
      : `Saved as “${result.title}”`
  }
  if (result) return result.message
  switch (phase) {
    case 'waiting':
      return 'Waiting'
    case 'paused':
      return 'Paused'
    case 'reconnecting':
      return 'Connection lost. It goes on by itself once the network is back.'
    case 'signedOut':
      return 'Waiting for you to log in again.'
    case 'sending':
      // Every byte sent: the server is storing and categorising the file.
      return sent < size ? 'Sending…' : 'Sent, waiting for the server…'
  }
}

function LineIcon({ file }: { file: FileEntry }) {
  if (file.result?.ok)
    return (
      <Icon drawing={CircleCheck} aria-hidden="true" className={`${iconClass} text-green-700`} />
    )
  if (file.result)
    return <Icon drawing={CircleAlert} aria-hidden="true" className={`${iconClass} text-red-700`} />
  if (file.phase === 'sending')
    return (
      <Icon
        drawing={LoaderCircle}
        aria-hidden="true"
        className={`${iconClass} animate-spin text-brand-700`}
      />
    )
  if (file.phase === 'reconnecting')
    return <Icon drawing={WifiOff} aria-hidden="true" className={`${iconClass} text-amber-700`} />
  if (file.phase === 'paused' || file.phase === 'signedOut')
    return (
      <Icon drawing={CirclePause} aria-hidden="true" className={`${iconClass} text-ink-muted`} />
    )
  return <Icon drawing={Clock} aria-hidden="true" className={`${iconClass} text-ink-muted`} />
}

/** A button for one file, named with it ("Pause kitchen.jpg") for screen readers. */
function FileAction(props: { action: string; file: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-label={`${props.action} ${props.file}`}
      className={smallButton}
    >
      {props.action}
    </button>
  )
}
