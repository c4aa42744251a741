import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide'
import { useEffect } from 'react'
import { Icon } from '../../../components/ui/icon'
import { formatBytes } from '../../../lib/byte-size'
import {
  bannerMessage,
  successBannerMs,
  type UploadState,
  uploadProgress,
} from '../../../lib/media-upload/upload-state'
import { ProgressBar } from './progress-bar'
import { UploadFileLine } from './upload-file-line'

interface UploadStatusProps {
  state: UploadState
  /** Called `successBannerMs` after a success is shown, to clear the banner. */
  onClear: () => void
  onPause: (index: number) => void
  onResume: (index: number) => void
  onCancel: (index: number) => void
}

const tones = {
  processing: 'border-brand-200 bg-brand-50 text-brand-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  failure: 'border-red-300 bg-red-50 text-red-900',
} as const

/**
 * The progress/status banner and a line per file. The banner and the overall progress stick to
 * the bottom of the screen while the upload cards are in view: on a phone the cards stack and
 * the banner's own place is below the fold. It is in the flow, so scrolling on uncovers what it
 * passes over. The live region stays in the page while idle, so screen readers announce the
 * first message too. Rendered as siblings, so the banner sticks within the cards' column.
 */
export function UploadStatus({ state, onClear, onPause, onResume, onCancel }: UploadStatusProps) {
  useEffect(() => {
    if (state.status !== 'success') return
    const timer = setTimeout(onClear, successBannerMs)
    return () => clearTimeout(timer)
  }, [state.status, onClear])

  const message = bannerMessage(state)
  const active = state.status !== 'idle'

  return (
    <>
      <div
        data-testid="upload-summary"
        className={
          active
            ? 'sticky bottom-[var(--portal-bar,0px)] z-10 -mx-4 space-y-3 border-t border-line bg-surface-muted/95 px-4 pt-3 shadow-[0_-4px_12px_rgb(10_22_48/0.08)] backdrop-blur-sm pb-3 sm:mx-0 sm:rounded-xl sm:border sm:bg-white/95 sm:px-5'
            : undefined
        }
      >
        <div role="status">
          {message && state.status !== 'idle' ? (
            <p
              className={`flex items-center gap-3 rounded-xl border px-4 py-3 font-semibold ${tones[state.status]}`}
            >
              <StatusIcon status={state.status} />
              {message}
            </p>
          ) : null}
        </div>
        {state.status === 'processing' ? <BatchProgress state={state} /> : null}
      </div>
      {active && state.files.length > 0 ? (
        <ul
          aria-label="Files in this upload"
          className="divide-y divide-line rounded-xl border border-line bg-white"
        >
          {state.files.map((file, index) => (
            <UploadFileLine
              // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name
              key={index}
              file={file}
              onPause={() => onPause(index)}
              onResume={() => onResume(index)}
              onCancel={() => onCancel(index)}
            />
          ))}
        </ul>
      ) : null}
    </>
  )
}

function StatusIcon({ status }: { status: 'processing' | 'success' | 'failure' }) {
  const className = 'size-5 shrink-0'
  if (status === 'processing')
    return (
      <Icon drawing={LoaderCircle} aria-hidden="true" className={`${className} animate-spin`} />
    )
  if (status === 'success')
    return <Icon drawing={CircleCheck} aria-hidden="true" className={className} />
  return <Icon drawing={CircleAlert} aria-hidden="true" className={className} />
}

/** Over every file of the batch, with a word when the connection is gone. */
function BatchProgress({ state }: { state: UploadState }) {
  const { sentBytes, totalBytes, percent } = uploadProgress(state)
  const sent = `${formatBytes(sentBytes)} of ${formatBytes(totalBytes)} sent`
  const reconnecting = state.files.find((file) => !file.result && file.phase === 'reconnecting')
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm text-ink-muted">
        <span>{sent}</span>
        <span className="font-semibold text-brand-950 tabular-nums">{percent}%</span>
      </div>
      <ProgressBar
        label="Upload progress"
        percent={percent}
        valueText={`${percent}%, ${sent}`}
        className="mt-2 h-3"
      />
      {reconnecting ? (
        <p className="mt-2 text-sm font-semibold text-brand-900">
          Connection lost: {reconnecting.name} goes on by itself once the network is back.
        </p>
      ) : null}
    </div>
  )
}
