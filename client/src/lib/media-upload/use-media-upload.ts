import type { FileType } from '@site/contract/upload-rules'
import type { UploadedItem } from '@site/contract/uploads'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { toast } from 'sonner'
import { adminMessages } from '../portal/messages'
import { uploadQueue } from './upload-queue'
import { validateFiles } from './validate-files'

interface UseMediaUploadOptions {
  /** Called once a batch has stored at least one file (the page refreshes its project lists). */
  onUploaded?: () => void
}

/** The upload queue's state, for any component (the login form's note included). */
export function useUploadQueueState() {
  return useSyncExternalStore(uploadQueue.subscribe, uploadQueue.getState, uploadQueue.getState)
}

/**
 * Checks the files and hands them to the queue; an error is a toast. `onStored` hears of each
 * item the batch stores (the portfolio editor adds it to its project). False when nothing started.
 */
export function startUpload(
  kind: FileType,
  files: readonly File[],
  onStored?: (item: UploadedItem) => void,
  /** The staff member's category for each file, by index; none decides automatically. */
  categories?: readonly (string | undefined)[],
): boolean {
  if (!filesPass(kind, files)) return false
  return uploadQueue.add(kind, files, onStored, categories)
}

/** Whether the files pass the upload checks; an error is the "Upload Error" toast. */
export function filesPass(kind: FileType, files: readonly File[]): boolean {
  if (files.length === 0) return false
  const check = validateFiles(files, kind)
  if (!check.valid) toast.error(adminMessages.uploadError, { description: check.message })
  return check.valid
}

/**
 * Lends the queue the query client and what to call after a batch, for as long as the portal is
 * open (whichever section shows): files the last session left waiting go on after a login.
 */
export function useUploadQueueConnection({
  onUploaded,
  loggedIn,
}: UseMediaUploadOptions & { loggedIn: boolean }) {
  const queryClient = useQueryClient()
  useEffect(() => uploadQueue.connect({ queryClient, onUploaded }), [queryClient, onUploaded])
  // The portal's frame outlives the login form: each time a session opens, held files go on.
  useEffect(() => {
    if (loggedIn) uploadQueue.resumeAfterLogin()
  }, [loggedIn])
}

/**
 * The upload's state and its actions: check the files, hand them to the queue (which sends them
 * one after another and outlives this component), pause, resume, cancel.
 */
export function useMediaUpload() {
  const state = useUploadQueueState()

  const upload = useCallback(
    async (
      kind: FileType,
      files: readonly File[],
      categories?: readonly (string | undefined)[],
    ) => {
      startUpload(kind, files, undefined, categories)
    },
    [],
  )

  return {
    state,
    busy: state.status === 'processing',
    upload,
    pause: uploadQueue.pause,
    resume: uploadQueue.resume,
    cancel: uploadQueue.cancel,
    clearBanner: uploadQueue.clear,
  }
}
