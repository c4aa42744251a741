import type { FileType } from '@site/contract/upload-rules'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { toast } from 'sonner'
import { recheckSession } from '../../../lib/session-query'
import { adminProjectsQueryKey } from '../api/get-admin-projects'
import { uploadFile } from '../api/upload-file'
import { adminMessages, uploadedMessage } from '../messages'
import type { UploadOutcome } from '../upload-response'
import { initialUploadState, uploadReducer } from '../upload-state'
import { validateFiles } from '../validate-files'

interface UseMediaUploadOptions {
  /** Called once a batch has stored at least one file (the page refreshes its project list). */
  onUploaded?: () => void
}

/**
 * The upload's state and the action that runs it: check the files, send them, report. Only one
 * batch runs at a time; leaving the page aborts the file being sent.
 */
export function useMediaUpload({ onUploaded }: UseMediaUploadOptions = {}) {
  const queryClient = useQueryClient()
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState)
  const running = useRef<AbortController | null>(null)
  const busy = state.status === 'processing'

  useEffect(() => () => running.current?.abort(), [])

  // Closing the tab part-way through a 500 MB video loses it: ask first.
  useEffect(() => {
    if (!busy) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [busy])

  const upload = useCallback(
    async (kind: FileType, files: readonly File[]) => {
      if (files.length === 0 || running.current) return
      const check = validateFiles(files, kind)
      if (!check.valid) {
        toast.error(adminMessages.uploadError, { description: check.message })
        return
      }

      const controller = new AbortController()
      running.current = controller
      dispatch({ type: 'start', kind, files })
      let stored = 0
      let sessionEnded = false
      try {
        // One request per file, one after another: nginx caps one request body at about 510 MB,
        // so several large videos cannot share a request, and a file the server refuses (or a
        // dropped connection) must not cost the files already sent.
        for (const [index, file] of files.entries()) {
          const outcome = await uploadFile(file, kind, {
            signal: controller.signal,
            onProgress: (fraction) => dispatch({ type: 'progress', index, fraction }),
          })
          dispatch({ type: 'fileDone', index, result: resultOf(outcome, file.name) })
          if (outcome.ok) {
            stored += 1
            continue
          }
          // The same message for several files (a dropped connection) shows one toast.
          toast.error(adminMessages.uploadFailed, {
            id: `upload-failed:${outcome.message}`,
            description: outcome.message,
          })
          if (outcome.sessionEnded) {
            sessionEnded = true
            break
          }
        }
      } catch (error) {
        if (controller.signal.aborted) return
        console.warn('Upload failed unexpectedly', error)
        toast.error(adminMessages.uploadFailed, { description: adminMessages.unexpected })
      } finally {
        running.current = null
      }

      dispatch({ type: 'finish' })
      if (stored > 0) {
        void queryClient.invalidateQueries({ queryKey: adminProjectsQueryKey })
        onUploaded?.()
      }
      if (stored === files.length) {
        toast.success(adminMessages.uploadSuccessful, {
          description: uploadedMessage(stored, kind),
        })
      }
      // Outside TanStack Query, so its caches cannot see the 401: the same check, by hand.
      if (sessionEnded) await recheckSession(queryClient)
    },
    [onUploaded, queryClient],
  )

  const clearBanner = useCallback(() => dispatch({ type: 'clear' }), [])

  return { state, busy, upload, clearBanner }
}

function resultOf(outcome: UploadOutcome, fileName: string) {
  if (!outcome.ok) return { ok: false as const, message: outcome.message }
  const item = outcome.items[0]
  return { ok: true as const, title: item?.title ?? fileName, category: item?.category ?? '' }
}
