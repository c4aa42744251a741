import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react'
import { useEffect } from 'react'
import {
  bannerMessage,
  type FileEntry,
  successBannerMs,
  type UploadState,
  uploadProgress,
} from '../upload-state'

interface UploadStatusProps {
  state: UploadState
  /** Called `successBannerMs` after a success is shown, to clear the banner. */
  onClear: () => void
}

const tones = {
  processing: 'border-brand-200 bg-brand-50 text-brand-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  failure: 'border-red-300 bg-red-50 text-red-900',
} as const

/**
 * The progress/status banner: a live region for the state's message, the byte progress over all
 * files while sending, and a line per file. The live region stays in the page while idle, so
 * screen readers announce the first message too.
 */
export function UploadStatus({ state, onClear }: UploadStatusProps) {
  useEffect(() => {
    if (state.status !== 'success') return
    const timer = setTimeout(onClear, successBannerMs)
    return () => clearTimeout(timer)
  }, [state.status, onClear])

  const message = bannerMessage(state)
  const sending = state.status === 'processing' ? state.files.findIndex((f) => !f.result) : -1

  return (
    <div className="space-y-4">
      <div role="status">
        {message && state.status !== 'idle' ? (
          <p
            className={`flex items-center gap-3 rounded-xl border px-5 py-4 font-semibold ${tones[state.status]}`}
          >
            <StatusIcon status={state.status} />
            {message}
          </p>
        ) : null}
      </div>
      {state.status === 'processing' ? <ProgressBar state={state} /> : null}
      {state.status !== 'idle' && state.files.length > 0 ? (
        <ul
          aria-label="Files in this upload"
          className="divide-y divide-line rounded-xl border border-line bg-white"
        >
          {state.files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name
            <FileLine key={index} file={file} sending={index === sending} />
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function StatusIcon({ status }: { status: 'processing' | 'success' | 'failure' }) {
  const className = 'size-5 shrink-0'
  if (status === 'processing')
    return <LoaderCircle aria-hidden="true" className={`${className} animate-spin`} />
  if (status === 'success') return <CircleCheck aria-hidden="true" className={className} />
  return <CircleAlert aria-hidden="true" className={className} />
}

const bytesPerMb = 1024 * 1024
const mb = (bytes: number) => (bytes / bytesPerMb).toFixed(1)

function ProgressBar({ state }: { state: UploadState }) {
  const { sentBytes, totalBytes, percent } = uploadProgress(state)
  const sent = `${mb(sentBytes)} MB of ${mb(totalBytes)} MB sent`
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm text-ink-muted">
        <span>{sent}</span>
        <span className="font-semibold text-brand-950 tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${sent}`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}

function FileLine({ file, sending }: { file: FileEntry; sending: boolean }) {
  const { result } = file
  let icon = <Clock aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
  let detail = 'Waiting'
  if (result?.ok) {
    icon = <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
    detail = result.category
      ? `Saved as “${result.title}” in ${result.category}`
      : `Saved as “${result.title}”`
  } else if (result) {
    icon = <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
    detail = result.message
  } else if (sending) {
    icon = (
      <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-brand-700" />
    )
    // Every byte sent: the server is storing and categorising the file.
    detail =
      file.sent < file.size
        ? `Sending… ${Math.floor((file.sent / file.size) * 100)}%`
        : 'Sent, waiting for the server…'
  }
  return (
    <li className="flex items-start gap-3 px-5 py-3">
      <span className="mt-0.5">{icon}</span>
      <div className="min-w-0">
        <p className="font-semibold break-all text-brand-950">{file.name}</p>
        <p className={`text-sm ${result && !result.ok ? 'text-red-700' : 'text-ink-muted'}`}>
          {detail}
        </p>
      </div>
    </li>
  )
}
