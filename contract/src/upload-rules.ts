/** The two kinds of media staff upload; `fileType` in the API. */
export const fileTypes = ['image', 'video'] as const

export type FileType = (typeof fileTypes)[number]

const MB = 1024 * 1024

/**
 * What staff may upload, per kind (specification §5 and §9): the type names the "Invalid file
 * type" message lists, which the portal also matches against a file's MIME subtype or extension
 * before sending, and the size limit. The server decides by content (server/src/media/upload).
 */
export const uploadRules = {
  image: { types: ['jpeg', 'jpg', 'png', 'webp', 'heic', 'heif'], maxBytes: 50 * MB },
  video: { types: ['mp4', 'mov', 'avi', 'quicktime', '3gpp'], maxBytes: 500 * MB },
} as const satisfies Record<FileType, { types: readonly string[]; maxBytes: number }>

/** The largest file any upload may carry; proxies in front of the API must let it through. */
export const largestUploadBytes = Math.max(...fileTypes.map((kind) => uploadRules[kind].maxBytes))

/** The specification's message for a file of a type the kind does not allow. */
export function invalidTypeMessage(file: string, kind: FileType): string {
  return `Invalid file type: ${file}. Allowed types: ${uploadRules[kind].types.join(', ')}`
}

/** The kind's size limit in MB, as messages and the portal show it. */
export function maxUploadMb(kind: FileType): number {
  return uploadRules[kind].maxBytes / MB
}

/** The specification's message for a file over the kind's limit. */
export function tooLargeMessage(file: string, kind: FileType): string {
  return `File too large: ${file}. Maximum size: ${maxUploadMb(kind)}MB`
}

/**
 * Resumable staff uploads (tus 1.0) at `path`: an upload not finished `lifetimeHours` after it
 * began is removed with its bytes, and one account may have `maxUnfinished` unfinished at once.
 */
export const resumableUploadRules = {
  path: '/api/uploads/resumable',
  lifetimeHours: 24,
  maxUnfinished: 20,
} as const

/**
 * What a client declares in tus `Upload-Metadata` when it starts a resumable upload: the file's
 * name, the kind it must turn out to be, and optionally the staff member's category.
 */
export interface ResumableUploadMetadata {
  filename: string
  fileType: FileType
  category?: string
}
