import type { FileType } from '@site/db'

const MB = 1024 * 1024

/** What a file's content may be, per declared kind: detected MIME type → stored extension. */
const allowedContent: Record<FileType, Record<string, string>> = {
  image: {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'image/heic': 'heic',
    'image/heif': 'heif',
  },
  video: {
    'video/mp4': 'mp4',
    'video/quicktime': 'mov',
    'video/vnd.avi': 'avi',
    'video/3gpp': '3gp',
  },
}

/** The specification's lists, as shown in "Invalid file type" messages. */
const allowedNames: Record<FileType, string> = {
  image: 'jpeg, jpg, png, webp, heic, heif',
  video: 'mp4, mov, avi, quicktime, 3gpp',
}

/** The specification's limits: image 50 MB, video 500 MB. */
export const maxBytes: Record<FileType, number> = { image: 50 * MB, video: 500 * MB }

export interface AllowedContent {
  kind: FileType
  mime: string
  extension: string
}

/** The kind, MIME type and extension of detected content, or null when it is not allowed. */
export function allowedContentFor(mime: string | undefined): AllowedContent | null {
  if (!mime) return null
  for (const kind of ['image', 'video'] as const) {
    const extension = allowedContent[kind][mime]
    if (extension) return { kind, mime, extension }
  }
  return null
}

export function invalidTypeMessage(file: string, kind: FileType): string {
  return `Invalid file type: ${file}. Allowed types: ${allowedNames[kind]}`
}

export function tooLargeMessage(file: string, kind: FileType): string {
  return `File too large: ${file}. Maximum size: ${maxBytes[kind] / MB}MB`
}
