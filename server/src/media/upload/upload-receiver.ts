import type { Multipart, MultipartFile } from '@fastify/multipart'
import { findImageCategory, videosCategory } from '@site/contract/categories'
import type { FileType } from '@site/contract/upload-rules'
import { invalidTypeMessage, tooLargeMessage, uploadRules } from '@site/contract/upload-rules'
import { newOriginalKey } from '../../storage/object-keys.js'
import type { ObjectStore } from '../../storage/object-store.js'
import { sniffContent } from './content-sniffing.js'
import { sanitizeFilename } from './media-title.js'
import { type AllowedContent, allowedContentFor } from './media-types.js'
import { limitSize } from './size-limit.js'
import { UploadError } from './upload-error.js'

export interface ReceivedFile {
  index: number
  /** The client's filename, sanitised: for titles, rules and messages only. */
  filename: string
  key: string
  content: AllowedContent
  size: number
}

export interface ReceivedUpload {
  files: ReceivedFile[]
  fileType: FileType
  /** Admin overrides by file index, as canonical category names. */
  overrides: Map<number, string>
}

const categoryField = /^categories\[(\d{1,4})\]$/

/**
 * Reads the specification's multipart upload (`files`, `categories[i]`, `fileType`, in any order)
 * and streams each file into the store under a key of our own, checking its content type (magic
 * bytes) and size on the way. Every key written is pushed to `written` before the write starts,
 * so the caller can remove them whatever fails later.
 */
export async function receiveUpload(
  parts: AsyncIterable<Multipart>,
  storage: ObjectStore,
  written: string[],
): Promise<ReceivedUpload> {
  const files: ReceivedFile[] = []
  const overrides = new Map<number, string>()
  const categoryIndexes: number[] = []
  let fileType: FileType | undefined

  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'files') {
        throw new UploadError(400, 'Files must be sent in the "files" field.')
      }
      files.push(await storeFile(part, files.length, fileType, storage, written))
      continue
    }
    const value = typeof part.value === 'string' ? part.value.trim() : ''
    if (part.fieldname === 'fileType') {
      if (value !== 'image' && value !== 'video') {
        throw new UploadError(400, 'fileType must be "image" or "video".')
      }
      fileType = value
      checkKinds(files, fileType)
    } else if (part.fieldname.startsWith('categories[')) {
      const index = categoryField.exec(part.fieldname)?.[1]
      if (index === undefined) {
        throw new UploadError(
          400,
          `${part.fieldname}: the index must be a whole number (0 for the first file).`,
        )
      }
      categoryIndexes.push(Number(index))
      if (value) overrides.set(Number(index), categoryOverride(value))
    }
  }

  if (files.length === 0) throw new UploadError(400, 'No files were uploaded.')
  const beyond = categoryIndexes.find((index) => index >= files.length)
  if (beyond !== undefined) {
    throw new UploadError(
      400,
      `categories[${beyond}] names no file: this upload has ${files.length} file(s), numbered from 0.`,
    )
  }
  // The specification's media items are images when fileType is missing.
  fileType ??= 'image'
  checkKinds(files, fileType)
  // `Videos` names where every video is listed, not a category of its own: no override.
  for (const [index, category] of overrides) {
    if (category === videosCategory) overrides.delete(index)
  }
  return { files, fileType, overrides }
}

async function storeFile(
  part: MultipartFile,
  index: number,
  declared: FileType | undefined,
  storage: ObjectStore,
  written: string[],
): Promise<ReceivedFile> {
  const filename = sanitizeFilename(part.filename ?? '') || `file ${index + 1}`
  const sniffed = await sniffContent(part.file)
  const content = allowedContentFor(sniffed.mime)
  const error = sniffed.empty
    ? new UploadError(400, `Empty file: ${filename}`, filename)
    : !content || (declared && content.kind !== declared)
      ? new UploadError(415, invalidTypeMessage(filename, declared ?? 'image'), filename)
      : null
  if (error || !content) {
    await sniffed.discard()
    throw error
  }

  const tooLarge = () => new UploadError(413, tooLargeMessage(filename, content.kind), filename)
  const key = newOriginalKey(content.extension)
  written.push(key)
  const size = await storage.writeObjectStream(
    key,
    limitSize(sniffed.body, uploadRules[content.kind].maxBytes, tooLarge),
    content.mime,
  )
  // The parser's own limit (just above the largest allowed size) cut the file short.
  if (part.file.truncated) throw tooLarge()
  return { index, filename, key, content, size }
}

function checkKinds(files: ReceivedFile[], fileType: FileType): void {
  const wrong = files.find((file) => file.content.kind !== fileType)
  if (wrong)
    throw new UploadError(415, invalidTypeMessage(wrong.filename, fileType), wrong.filename)
}

/** The canonical category a staff member chose (`Videos` included), or a 400 for an unknown one. */
export function categoryOverride(value: string): string {
  if (value.toLowerCase() === videosCategory.toLowerCase()) return videosCategory
  const category = findImageCategory(value)
  if (!category)
    throw new UploadError(400, `Unknown category: ${sanitizeFilename(value).slice(0, 100)}`)
  return category
}
