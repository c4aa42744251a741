import type { ObjectStore } from './object-store.js'

/**
 * An unfinished multipart upload this old is abandoned: the API process that started it crashed
 * or was killed (an upload that fails while the API runs is aborted at once). The longest upload
 * (500 MB) takes a couple of hours on a slow mobile connection, and other API processes may be
 * uploading right now, so only uploads older than a day are swept: the same rule as the lifecycle
 * rule docs/deployment.md gives for the real stores (AbortIncompleteMultipartUpload after 1 day).
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000

/** Aborts every multipart upload started before `now - olderThanMs`; returns how many. */
export async function abortAbandonedUploads(
  storage: Pick<ObjectStore, 'listUnfinishedUploads' | 'abortUpload'>,
  olderThanMs: number = ABANDONED_AFTER_MS,
  now: Date = new Date(),
): Promise<number> {
  const cutOff = now.getTime() - olderThanMs
  const abandoned = (await storage.listUnfinishedUploads()).filter(
    (upload) => upload.initiated.getTime() <= cutOff,
  )
  for (const upload of abandoned) await storage.abortUpload(upload)
  return abandoned.length
}
