import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DetailedError, Upload } from 'tus-js-client'
import { unfinishedUploadsQueryKey } from './get-unfinished-uploads'
import { rememberedUploads, removeRemembered } from './resumable-upload'

/**
 * Ends an upload on the server (tus termination: DELETE on its address) and forgets it in this
 * browser. It is forgotten here even when the DELETE fails: the server drops unfinished uploads
 * 24 hours after they began.
 */
export async function forgetUpload(url: string): Promise<void> {
  try {
    await Upload.terminate(url, { retryDelays: [0, 1000] })
  } catch (error) {
    const status = error instanceof DetailedError ? error.originalResponse?.getStatus() : 0
    // 404 and 410: the server has already let it go.
    if (status !== 404 && status !== 410) {
      console.warn('The server did not confirm ending the upload', url, error)
    }
  }
  const remembered = await rememberedUploads()
  await Promise.all(
    remembered
      .filter((upload) => upload.uploadUrl === url)
      .map((upload) => removeRemembered(upload.urlStorageKey)),
  )
}

/** "Forget" on an unfinished upload from before. */
export function useForgetUpload() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: forgetUpload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: unfinishedUploadsQueryKey }),
  })
}
