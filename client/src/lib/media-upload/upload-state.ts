import type { FileType } from '@site/contract/upload-rules'
import { adminMessages, processingMessage } from '../portal/messages'

/**
 * What became of one file: stored with its title and category (unknown when the server's response
 * was lost after the last byte), or why it was not stored.
 */
export type FileResult =
  | { ok: true; title?: string; category?: string }
  | { ok: false; message: string; cancelled?: true }

/**
 * Where a file without a result stands: `waiting` for its turn, `sending`, `paused` by the staff
 * member, `reconnecting` after the network dropped (it goes on by itself), `signedOut` until the
 * staff member logs in again.
 */
export type FilePhase = 'waiting' | 'sending' | 'paused' | 'reconnecting' | 'signedOut'

export interface FileEntry {
  name: string
  size: number
  /** Bytes of this file the server holds, or has been sent in the request under way. */
  sent: number
  phase: FilePhase
  /** The upload's address on the server, once it was created. */
  url?: string
  result?: FileResult
}

/** The upload's states from the specification (§4): idle, processing, success or failure. */
export interface UploadState {
  status: 'idle' | 'processing' | 'success' | 'failure'
  kind: FileType | null
  files: FileEntry[]
}

export type UploadAction =
  | { type: 'start'; kind: FileType; files: readonly { name: string; size: number }[] }
  | { type: 'progress'; index: number; sent: number }
  | { type: 'phase'; index: number; phase: FilePhase }
  | { type: 'located'; index: number; url: string }
  | { type: 'fileDone'; index: number; result: FileResult }
  | { type: 'clear' }

export const initialUploadState: UploadState = { status: 'idle', kind: null, files: [] }

/** How long "Upload completed successfully!" stays before the banner clears (§9). */
export const successBannerMs = 3000

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'start':
      if (state.status === 'processing' || action.files.length === 0) return state
      return {
        status: 'processing',
        kind: action.kind,
        files: action.files.map(({ name, size }) => ({ name, size, sent: 0, phase: 'waiting' })),
      }
    case 'progress':
      // What the server holds can be less than was sent before a drop: the bar follows it back.
      return updateFile(state, action.index, (file) => ({
        ...file,
        sent: Math.min(Math.max(Math.round(action.sent), 0), file.size),
      }))
    case 'phase':
      return updateFile(state, action.index, (file) => ({ ...file, phase: action.phase }))
    case 'located':
      return updateFile(state, action.index, (file) => ({ ...file, url: action.url }))
    case 'fileDone':
      return finished(
        updateFile(state, action.index, (file) => ({
          ...file,
          sent: action.result.ok ? file.size : file.sent,
          result: action.result,
        })),
      )
    case 'clear':
      return state.status === 'success' ? initialUploadState : state
  }
}

function updateFile(
  state: UploadState,
  index: number,
  change: (file: FileEntry) => FileEntry,
): UploadState {
  const file = state.files[index]
  if (state.status !== 'processing' || !file || file.result) return state
  return { ...state, files: state.files.with(index, change(file)) }
}

/** Once every file has a result the batch is over; one where every file was cancelled left nothing to say. */
function finished(state: UploadState): UploadState {
  if (state.status !== 'processing' || state.files.some((file) => !file.result)) return state
  const kept = state.files.filter((file) => !isCancelled(file))
  if (kept.length === 0) return initialUploadState
  return { ...state, status: kept.every((file) => file.result?.ok) ? 'success' : 'failure' }
}

export function isCancelled(file: FileEntry): boolean {
  return file.result?.ok === false && file.result.cancelled === true
}

/**
 * The file to send next: files go one at a time, in order. None starts while one is being sent,
 * waits for the network, or waits for the login; a paused file lets the next one go first.
 */
export function nextToSend({ status, files }: UploadState): number | undefined {
  if (status !== 'processing') return undefined
  const open = files.filter((file) => !file.result)
  if (open.some((file) => file.phase !== 'waiting' && file.phase !== 'paused')) return undefined
  const index = files.findIndex((file) => !file.result && file.phase === 'waiting')
  return index < 0 ? undefined : index
}

export interface UploadProgress {
  sentBytes: number
  totalBytes: number
  /** Whole percent, 0 to 100. */
  percent: number
}

/** Progress over the files that were not cancelled. */
export function uploadProgress({ files }: UploadState): UploadProgress {
  const counted = files.filter((file) => !isCancelled(file))
  const totalBytes = counted.reduce((sum, file) => sum + file.size, 0)
  const sentBytes = counted.reduce((sum, file) => sum + file.sent, 0)
  // Empty files carry no bytes: count them as done or not.
  const ratio =
    totalBytes > 0
      ? sentBytes / totalBytes
      : counted.filter((file) => file.result).length / Math.max(counted.length, 1)
  return { sentBytes, totalBytes, percent: Math.floor(ratio * 100) }
}

/** The banner's text for a state, or null when there is nothing to say. */
export function bannerMessage(state: UploadState): string | null {
  if (state.status === 'idle' || !state.kind) return null
  if (state.status === 'processing') return processingMessage(state.files.length, state.kind)
  if (state.status === 'success') return adminMessages.uploadCompleted
  const kept = state.files.filter((file) => !isCancelled(file))
  const stored = kept.filter((file) => file.result?.ok).length
  return `Upload finished with errors: ${stored} of ${kept.length} ${state.kind}(s) uploaded.`
}
