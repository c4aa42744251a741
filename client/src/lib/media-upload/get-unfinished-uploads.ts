import { type FileType, fileTypes } from '@site/contract/upload-rules'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PreviousUpload } from 'tus-js-client'
import { rememberedUploads, removeRemembered } from './resumable-upload'

/** An upload this browser began and did not finish (before a reload, or on another day). */
export interface UnfinishedUpload {
  url: string
  name: string
  kind: FileType
  size: number
  /** Bytes the server holds; null when it could not be asked. */
  offset: number | null
}

export const unfinishedUploadsQueryKey = ['admin', 'unfinished-uploads'] as const

/**
 * The uploads this browser remembers, each with how far the server got (tus HEAD). Those the
 * server no longer knows (expired after 24 hours, refused) or holds completely are forgotten.
 */
export async function getUnfinishedUploads(signal?: AbortSignal): Promise<UnfinishedUpload[]> {
  const remembered = await rememberedUploads()
  const found = await Promise.all(remembered.map((upload) => unfinishedOf(upload, signal)))
  return found.filter((upload) => upload !== null)
}

async function unfinishedOf(
  upload: PreviousUpload,
  signal?: AbortSignal,
): Promise<UnfinishedUpload | null> {
  const { uploadUrl: url, size, metadata } = upload
  const kind = fileTypes.find((type) => type === metadata.fileType)
  if (!url || !kind || size === null) return null
  const offset = await serverOffset(url, signal)
  if (offset === 'gone' || offset === size) {
    await removeRemembered(upload.urlStorageKey)
    return null
  }
  return { url, name: metadata.filename ?? url, kind, size, offset }
}

/**
 * A tus HEAD by hand: `apiRequest` reads bodies, and a HEAD answers in headers only. Any
 * failure leaves the offset unknown; the entry stays.
 */
async function serverOffset(url: string, signal?: AbortSignal): Promise<number | null | 'gone'> {
  let response: Response
  try {
    response = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' }, signal })
  } catch (error) {
    if (signal?.aborted) throw error
    return null
  }
  if (response.status === 404 || response.status === 410) return 'gone'
  const offset = Number.parseInt(response.headers.get('Upload-Offset') ?? '', 10)
  return response.ok && !Number.isNaN(offset) ? offset : null
}

export function unfinishedUploadsQueryOptions() {
  return queryOptions({
    queryKey: unfinishedUploadsQueryKey,
    queryFn: ({ signal }) => getUnfinishedUploads(signal),
  })
}

export function useUnfinishedUploads() {
  return useQuery(unfinishedUploadsQueryOptions())
}
