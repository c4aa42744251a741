import { videosCategory } from '@site/contract/categories'
import type { FileType, ResumableUploadMetadata } from '@site/contract/upload-rules'
import { tooLargeMessage, uploadRules } from '@site/contract/upload-rules'
import { UploadError } from '../upload-error.js'
import { categoryOverride } from '../upload-receiver.js'

export interface ResumableFile {
  filename: string
  fileType: FileType
  /** The staff member's chosen category (canonical), if any. */
  category: string | null
}

const MAX_FILENAME = 255
// Control characters (NUL included), folder separators and the bidirectional controls that can
// make "gpj.exe" look like "exe.jpg". A browser's File.name never holds any of them.
const forbiddenInName = /[\p{Cc}/\\\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u

/**
 * Checks what a client declares when it starts a resumable upload (tus `Upload-Metadata`, already
 * base64-decoded, and `Upload-Length`), before any byte of the file is accepted. Errors are
 * UploadErrors with the specification's messages where it has one.
 */
export function checkResumableFile(
  metadata: Partial<Record<keyof ResumableUploadMetadata, string | null>> | undefined,
  size: number | undefined,
): ResumableFile {
  const filename = metadata?.filename?.normalize('NFC').trim() ?? ''
  if (!filename) throw new UploadError(400, 'The upload must name its file (metadata "filename").')
  if (Array.from(filename).length > MAX_FILENAME) {
    throw new UploadError(400, `The file name is too long: at most ${MAX_FILENAME} characters.`)
  }
  if (forbiddenInName.test(filename) || /^\.+$/.test(filename)) {
    throw new UploadError(
      400,
      'The file name cannot contain folders (/ or \\), "..", or control characters.',
    )
  }

  const fileType = metadata?.fileType
  if (fileType !== 'image' && fileType !== 'video') {
    throw new UploadError(400, 'fileType must be "image" or "video".', filename)
  }

  if (size === undefined || !Number.isSafeInteger(size) || size < 0) {
    throw new UploadError(400, 'The upload must give its file size (Upload-Length).', filename)
  }
  if (size === 0) throw new UploadError(400, `Empty file: ${filename}`, filename)
  if (size > uploadRules[fileType].maxBytes) {
    throw new UploadError(413, tooLargeMessage(filename, fileType), filename)
  }

  const chosen = metadata?.category?.trim()
  const category = chosen ? categoryOverride(chosen) : null
  // `Videos` names where every video is listed, not a category of its own.
  return { filename, fileType, category: category === videosCategory ? null : category }
}
