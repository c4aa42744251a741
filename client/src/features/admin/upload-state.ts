import type { FileType } from '@site/contract/upload-rules'
import { adminMessages, processingMessage } from './messages'

/** What became of one file: its title and category, or why it was not stored. */
export type FileResult =
  | { ok: true; title: string; category: string }
  | { ok: false; message: string }

export interface FileEntry {
  name: string
  size: number
  /** Bytes of this file sent so far. */
  sent: number
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
  | { type: 'progress'; index: number; fraction: number }
  | { type: 'fileDone'; index: number; result: FileResult }
  | { type: 'finish' }
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
        files: action.files.map(({ name, size }) => ({ name, size, sent: 0 })),
      }
    case 'progress':
      return updateFile(state, action.index, (file) => {
        const fraction = Math.min(Math.max(action.fraction, 0), 1)
        // Progress never runs backwards, even when events arrive out of order.
        return { ...file, sent: Math.max(file.sent, Math.round(fraction * file.size)) }
      })
    case 'fileDone':
      return updateFile(state, action.index, (file) => ({
        ...file,
        sent: file.size,
        result: action.result,
      }))
    case 'finish': {
      if (state.status !== 'processing') return state
      const files = state.files.map((file) =>
        file.result ? file : { ...file, result: { ok: false, message: 'Not sent.' } as const },
      )
      const allStored = files.every((file) => file.result?.ok)
      return { ...state, status: allStored ? 'success' : 'failure', files }
    }
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

export interface UploadProgress {
  sentBytes: number
  totalBytes: number
  /** Whole percent, 0 to 100. */
  percent: number
}

export function uploadProgress({ files }: UploadState): UploadProgress {
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0)
  const sentBytes = files.reduce((sum, file) => sum + file.sent, 0)
  // Empty files carry no bytes: count them as done or not.
  const ratio =
    totalBytes > 0
      ? sentBytes / totalBytes
      : files.filter((file) => file.result).length / Math.max(files.length, 1)
  return { sentBytes, totalBytes, percent: Math.floor(ratio * 100) }
}

/** The banner's text for a state, or null when there is nothing to say. */
export function bannerMessage(state: UploadState): string | null {
  if (state.status === 'idle' || !state.kind) return null
  const count = state.files.length
  if (state.status === 'processing') return processingMessage(count, state.kind)
  if (state.status === 'success') return adminMessages.uploadCompleted
  const stored = state.files.filter((file) => file.result?.ok).length
  return `Upload finished with errors: ${stored} of ${count} ${state.kind}(s) uploaded.`
}
