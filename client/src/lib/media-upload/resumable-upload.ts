import {
  type FileType,
  type ResumableUploadMetadata,
  resumableUploadRules,
} from '@site/contract/upload-rules'
import { defaultOptions, type PreviousUpload, Upload } from 'tus-js-client'
import { apiPath } from '../api-client'
import {
  completionOf,
  failureOf,
  SessionEndedResponse,
  shouldRetryUpload,
  type UploadFailure,
} from './resumable-responses'
import type { UploadOutcome } from './upload-response'

/** tus 1.0 creation endpoint; the upload addresses it answers are relative (same origin). */
export const resumableEndpoint = apiPath(resumableUploadRules.path)

/** tus-js-client's own quick retries; after them the upload queue waits for the network. */
export const quickRetryDelays = [0, 1000, 3000, 5000, 10_000]

export interface ResumableEvents {
  /** Bytes the server holds, or has been sent in the request under way. */
  onProgress(sent: number): void
  /** The upload has an address on the server (created, or found again). */
  onLocated(url: string): void
  onStored(outcome: UploadOutcome): void
  onFailed(failure: UploadFailure): void
}

export interface ResumableOptions {
  endpoint?: string
  retryDelays?: number[]
}

/** The parts of a `File` the fingerprint reads. */
export interface FileIdentity {
  name: string
  type: string
  size: number
  lastModified: number
}

/**
 * How this browser recognises a file chosen again (tus-js-client's own recipe, plus the kind):
 * the same video chosen under the Images card is another upload.
 */
export function fingerprintOf(file: FileIdentity, kind: FileType, endpoint: string): string {
  return ['portal', kind, file.name, file.type, file.size, file.lastModified, endpoint].join('-')
}

/**
 * One file as a tus upload, not started. The whole rest of the file goes in one PATCH (no
 * `chunkSize`): the server keeps every byte that arrived when a connection breaks, and a HEAD
 * tells where to go on from.
 */
export function createResumableUpload(
  file: File,
  kind: FileType,
  events: ResumableEvents,
  { endpoint = resumableEndpoint, retryDelays = quickRetryDelays }: ResumableOptions = {},
  /** The category staff chose; without one the server decides (analyser, then file name). */
  category?: string,
): Upload {
  const metadata: ResumableUploadMetadata = { filename: file.name, fileType: kind }
  if (category) metadata.category = category
  const upload: Upload = new Upload(file, {
    endpoint,
    metadata: { ...metadata },
    fingerprint: (chosen) => Promise.resolve(fingerprintOf(chosen, kind, endpoint)),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    retryDelays,
    onShouldRetry: (error) => shouldRetryUpload(error, navigator.onLine !== false),
    onAfterResponse: (_request, response) => {
      if (response.getStatus() === 401) throw new SessionEndedResponse('401')
    },
    onUploadUrlAvailable: () => {
      if (upload.url) events.onLocated(upload.url)
    },
    onProgress: (sent) => events.onProgress(sent),
    onSuccess: ({ lastResponse }) => events.onStored(completionOf(lastResponse)),
    onError: (error) => events.onFailed(failureOf(error)),
  })
  return upload
}

/** Points the upload at where the server already holds this file, when this browser knows it. */
export async function resumeIfRemembered(upload: Upload): Promise<void> {
  const remembered = await upload.findPreviousUploads()
  const newest = remembered.toSorted((a, b) => createdAt(b) - createdAt(a))[0]
  if (newest) upload.resumeFromPreviousUpload(newest)
}

const createdAt = (upload: PreviousUpload) => Date.parse(upload.creationTime) || 0

/** Every upload this browser remembers (tus-js-client's URL storage, localStorage). */
export function rememberedUploads(): Promise<PreviousUpload[]> {
  return defaultOptions.urlStorage.findAllUploads()
}

/** Forgets one remembered upload in this browser. */
export function removeRemembered(urlStorageKey: string): Promise<void> {
  return defaultOptions.urlStorage.removeUpload(urlStorageKey)
}
