import type { FileType } from '@site/contract/upload-rules'

/**
 * What a file's content may be, per declared kind: detected MIME type → stored extension. The
 * names and limits staff see are the contract's `uploadRules`; this is how the server checks them.
 */
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
