import type { FileType } from '@site/contract/upload-rules'
import type { UploadedItem } from '@site/contract/uploads'
import type { QueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { Upload } from 'tus-js-client'
import { adminMediaItemsQueryKey } from '../portal/get-admin-media-items'
import { adminMessages, uploadedMessage } from '../portal/messages'
import { recheckSession } from '../session-query'
import { forgetUpload } from './forget-upload'
import { unfinishedUploadsQueryKey } from './get-unfinished-uploads'
import type { UploadFailure } from './resumable-responses'
import {
  createResumableUpload,
  type ResumableEvents,
  type ResumableOptions,
  resumeIfRemembered,
} from './resumable-upload'
import type { UploadOutcome } from './upload-response'
import {
  initialUploadState,
  isCancelled,
  nextToSend,
  type UploadAction,
  uploadReducer,
} from './upload-state'
import { whenOnlineOrAfter } from './when-online'

export interface UploadQueueOptions extends ResumableOptions {
  /** Waits before trying a file again once tus-js-client's quick retries are spent; the last repeats. */
  reconnectDelays?: number[]
}

/** What the mounted portal lends the queue: the query client, and what to call after a batch. */
interface Connection {
  queryClient?: QueryClient
  onUploaded?: () => void
}

export type UploadQueue = ReturnType<typeof createUploadQueue>

/**
 * The batch being uploaded, outside React: its state (the reducer's), the chosen `File`s and
 * their tus uploads. It lives as long as the page, so the files survive the portal giving way to
 * the login form when the session ends, and go on once the staff member has logged in again.
 * Files go one after another; a refused file does not stop the others; a network failure is
 * never final while the page is open.
 */
export function createUploadQueue({
  reconnectDelays = [5000, 15_000, 30_000],
  ...resumable
}: UploadQueueOptions = {}) {
  let state = initialUploadState
  let files: File[] = []
  /** The category chosen for each file of the batch, by index; none decides automatically. */
  let categories: (string | undefined)[] = []
  let uploads: (Upload | undefined)[] = []
  let connection: Connection = {}
  let waiting: { index: number; cancel: () => void } | undefined
  let waits = 0
  /** The current batch's own listener (the portfolio editor adds what it uploaded). */
  let onBatchStored: ((item: UploadedItem) => void) | undefined
  const listeners = new Set<() => void>()
  const warnBeforeLeaving = (event: BeforeUnloadEvent) => event.preventDefault()

  function dispatch(action: UploadAction) {
    const before = state
    state = uploadReducer(state, action)
    if (state === before) return
    for (const listener of listeners) listener()
    if (before.status === 'processing' && state.status !== 'processing') ended(before.kind)
  }

  function pump() {
    const index = nextToSend(state)
    if (index !== undefined) void send(index)
  }

  async function send(index: number) {
    dispatch({ type: 'phase', index, phase: 'sending' })
    const existing = uploads[index]
    if (existing) return existing.start()
    const file = files[index]
    if (!state.kind || !file) return
    const upload = createResumableUpload(
      file,
      state.kind,
      eventsFor(index, () => upload),
      resumable,
      categories[index],
    )
    uploads[index] = upload
    waits = 0
    try {
      await resumeIfRemembered(upload)
    } catch (error) {
      console.warn('Remembered uploads could not be read; sending the file afresh', error)
    }
    // Paused or cancelled while the browser's memory was read.
    if (uploads[index] === upload && state.files[index]?.phase === 'sending') upload.start()
  }

  function eventsFor(index: number, upload: () => Upload): ResumableEvents {
    // Events of an upload that was cancelled, or of an earlier batch, change nothing.
    const current = () => uploads[index] === upload()
    return {
      onProgress: (sent) => {
        if (!current()) return
        if (sent > (state.files[index]?.sent ?? 0)) waits = 0
        dispatch({ type: 'progress', index, sent })
      },
      onLocated: (url) => {
        if (current()) dispatch({ type: 'located', index, url })
      },
      onStored: (outcome) => {
        if (current()) stored(index, outcome)
      },
      onFailed: (failure) => {
        if (current()) failed(index, failure)
      },
    }
  }

  function stored(index: number, outcome: UploadOutcome) {
    if (!outcome.ok) return fileFailed(index, outcome.message)
    uploads[index] = undefined
    const item = outcome.items[0]
    // Before the dispatch: the batch's last file ends the batch, which forgets its listener.
    if (item) onBatchStored?.(item)
    dispatch({
      type: 'fileDone',
      index,
      result: { ok: true, title: item?.title, category: item?.category },
    })
    void connection.queryClient?.invalidateQueries({ queryKey: adminMediaItemsQueryKey })
    pump()
  }

  function failed(index: number, failure: UploadFailure) {
    if (failure.kind === 'rejected') return fileFailed(index, failure.message)
    if (failure.kind === 'interrupted') {
      dispatch({ type: 'phase', index, phase: 'reconnecting' })
      const delay = reconnectDelays[Math.min(waits++, reconnectDelays.length - 1)] ?? 0
      const cancel = whenOnlineOrAfter(delay, () => {
        waiting = undefined
        dispatch({ type: 'phase', index, phase: 'sending' })
        // tus-js-client asks the server with HEAD where to go on from.
        uploads[index]?.start()
      })
      waiting = { index, cancel }
      return
    }
    // The session ended: hold everything until the staff member has logged in again.
    dispatch({ type: 'phase', index, phase: 'signedOut' })
    toast.warning(adminMessages.uploadPaused, {
      id: 'upload-signed-out',
      description: adminMessages.logInToContinue,
    })
    if (connection.queryClient) void recheckSession(connection.queryClient)
  }

  function fileFailed(index: number, message: string) {
    uploads[index] = undefined
    dispatch({ type: 'fileDone', index, result: { ok: false, message } })
    // The same message for several files shows one toast.
    toast.error(adminMessages.uploadFailed, {
      id: `upload-failed:${message}`,
      description: message,
    })
    pump()
  }

  function stopWaiting(index?: number) {
    if (!waiting || (index !== undefined && waiting.index !== index)) return
    waiting.cancel()
    waiting = undefined
  }

  function ended(kind: FileType | null) {
    window.removeEventListener('beforeunload', warnBeforeLeaving)
    stopWaiting()
    files = []
    categories = []
    uploads = []
    onBatchStored = undefined
    const kept = state.files.filter((file) => !isCancelled(file))
    const storedCount = kept.filter((file) => file.result?.ok).length
    if (storedCount > 0) connection.onUploaded?.()
    if (kind && storedCount > 0 && storedCount === kept.length) {
      toast.success(adminMessages.uploadSuccessful, {
        description: uploadedMessage(storedCount, kind),
      })
    }
    void connection.queryClient?.invalidateQueries({ queryKey: unfinishedUploadsQueryKey })
  }

  /** Puts files back in line that were waiting for the login. */
  function release(phase: 'paused' | 'signedOut', index?: number) {
    state.files.forEach((file, at) => {
      if ((index === undefined || at === index) && !file.result && file.phase === phase) {
        dispatch({ type: 'phase', index: at, phase: 'waiting' })
      }
    })
    pump()
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getState: () => state,
    connect(next: Connection) {
      connection = next
    },
    /**
     * Starts a batch; false when one is under way. The files must have passed the checks.
     * `onStored` hears of each item the batch stored (not of one whose response was lost);
     * `chosenCategories[i]` is the category staff chose for file i, if any.
     */
    add(
      kind: FileType,
      chosen: readonly File[],
      onStored?: (item: UploadedItem) => void,
      chosenCategories: readonly (string | undefined)[] = [],
    ): boolean {
      if (state.status === 'processing' || chosen.length === 0) return false
      files = [...chosen]
      categories = [...chosenCategories]
      uploads = []
      onBatchStored = onStored
      dispatch({ type: 'start', kind, files })
      // Leaving now loses the files this page holds (choosing them again resumes them).
      window.addEventListener('beforeunload', warnBeforeLeaving)
      pump()
      return true
    },
    pause(index: number) {
      const file = state.files[index]
      if (!file || file.result || file.phase === 'paused') return
      stopWaiting(index)
      void uploads[index]?.abort()
      dispatch({ type: 'phase', index, phase: 'paused' })
      pump()
    },
    /** Goes on with a paused file, or one that waited for the login. */
    resume(index: number) {
      const phase = state.files[index]?.phase
      if (phase === 'paused' || phase === 'signedOut') release(phase, index)
    },
    /** Stops the file and ends its upload on the server. */
    cancel(index: number) {
      const file = state.files[index]
      if (!file || file.result) return
      const upload = uploads[index]
      uploads[index] = undefined
      stopWaiting(index)
      const url = upload?.url ?? file.url
      void upload?.abort()
      dispatch({
        type: 'fileDone',
        index,
        result: { ok: false, message: adminMessages.cancelled, cancelled: true },
      })
      if (url) void forgetUpload(url)
      pump()
    },
    /** After a login: the files held by an ended session go on where they stopped. */
    resumeAfterLogin: () => release('signedOut'),
    clear: () => dispatch({ type: 'clear' }),
  }
}

/** The portal's queue: one per page. */
export const uploadQueue = createUploadQueue()
