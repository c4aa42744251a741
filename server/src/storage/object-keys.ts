import { randomUUID } from 'node:crypto'

/**
 * Every object key is built here. The database stores keys; URLs are derived when answering
 * (`mediaUrl`), so moving media behind a CDN changes one function.
 */

// The client makes a logo's URL too, so the one function lives in the contract.
export { mediaUrl } from '@site/contract/media-url'

/**
 * Keys this product writes: path segments of letters, digits, `.`, `_`, `-` and spaces, no `..`,
 * at most 512 characters. Anything else cannot name one of our objects.
 */
export function isValidObjectKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    key.split('/').every((segment) => /^[\w. -]+$/.test(segment) && !/^\.+$/.test(segment))
  )
}

/**
 * The key of a newly uploaded original: `originals/<yyyy>/<mm>/<uuid>.<ext>`. Never derived from
 * the client's filename; `extension` comes from the detected content type.
 */
export function newOriginalKey(extension: string, now: Date = new Date()): string {
  if (!/^[a-z0-9]{1,5}$/.test(extension)) throw new Error(`not a file extension: ${extension}`)
  const year = String(now.getUTCFullYear())
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `originals/${year}/${month}/${randomUUID()}.${extension}`
}

/**
 * The key of a video's captions: `captions/<media id>/<uuid>.vtt`, new for every file attached
 * (media URLs are cached as immutable). Not under `derived/`, which processing clears.
 */
export function newCaptionsKey(mediaId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(mediaId)) throw new Error(`not a media id: ${mediaId}`)
  return `captions/${mediaId}/${randomUUID()}.vtt`
}

/** Whether a key names an untouched upload (location and device metadata included). */
export function isOriginalKey(key: string): boolean {
  return key.startsWith('originals/')
}

/**
 * Whether `/media` serves the key to anyone, as immutable: any key but an original (staff only),
 * a file sent with a quote (its own routes) and the bytes of an unfinished upload.
 */
export function isPublicMediaKey(key: string): boolean {
  return !isOriginalKey(key) && !isQuoteFileKey(key) && !isResumableUploadKey(key)
}

/** Names of the files made from an original (see docs/decisions/011-media-processing.md). */
export const derivedNames = [
  'display.jpg',
  'w400.webp',
  'w800.webp',
  'w1200.webp',
  'w1600.webp',
  'poster.webp',
  'video.mp4',
  'preview.mp4',
] as const
export type DerivedName = (typeof derivedNames)[number]

/** Every file made from one media item lives under this prefix, and nothing else does. */
export function derivedPrefix(mediaId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(mediaId)) throw new Error(`not a media id: ${mediaId}`)
  return `derived/${mediaId}/`
}

/** The media id in a `derived/<media id>/<name>` key, or null for any other key. */
export function mediaIdOfDerivedKey(key: string): string | null {
  return /^derived\/([0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12})\/[^/]+$/.exec(key)?.[1] ?? null
}

/** The key of one file made from a media item: `derived/<media id>/<name>`. */
export function derivedKey(mediaId: string, name: DerivedName): string {
  return `${derivedPrefix(mediaId)}${name}`
}

const uuidPattern = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/

/**
 * Files sent with one quote request live under `quote-files/<quote request id>/`, and nothing else
 * does. They are private: `/media` never serves them (see `isQuoteFileKey`).
 */
export function quoteFilesPrefix(inquiryId: string): string {
  if (!uuidPattern.test(inquiryId)) throw new Error(`not a quote request id: ${inquiryId}`)
  return `quote-files/${inquiryId}/`
}

/** One file of one attachment: `quote-files/<quote request id>/<attachment id>/<name>`. */
export function quoteFileKey(inquiryId: string, attachmentId: string, name: string): string {
  if (!uuidPattern.test(attachmentId)) throw new Error(`not an attachment id: ${attachmentId}`)
  if (!/^[a-z0-9]+\.[a-z0-9]{1,5}$/.test(name)) throw new Error(`not a file name: ${name}`)
  return `${quoteFilesPrefix(inquiryId)}${attachmentId}/${name}`
}

/** Whether a key names a visitor's file sent with a quote request (staff only, never public). */
export function isQuoteFileKey(key: string): boolean {
  return key.startsWith('quote-files/')
}

/** The quote request id in a `quote-files/<quote request id>/…` key, or null for any other key. */
export function quoteRequestIdOfQuoteFileKey(key: string): string | null {
  const id = /^quote-files\/([^/]+)\//.exec(key)?.[1]
  return id && uuidPattern.test(id) ? id : null
}

const resumableUploadId = /^[0-9a-f]{32}$/

/**
 * The bytes of an unfinished resumable upload live under `resumable/<upload id>/`, one object
 * per request that sent some, and nothing else does. Never served by `/media`.
 */
export function resumableUploadPrefix(uploadId: string): string {
  if (!resumableUploadId.test(uploadId)) throw new Error(`not a resumable upload id: ${uploadId}`)
  return `resumable/${uploadId}/`
}

/** One request's bytes: `resumable/<upload id>/<offset>-<uuid>` (the uuid keeps racing requests apart). */
export function resumablePartKey(uploadId: string, start: number): string {
  if (!Number.isSafeInteger(start) || start < 0) throw new Error(`not an offset: ${start}`)
  return `${resumableUploadPrefix(uploadId)}${start}-${randomUUID()}`
}

/** The upload id in a `resumable/<upload id>/…` key, or null for any other key. */
export function uploadIdOfResumableKey(key: string): string | null {
  const id = /^resumable\/([^/]+)\//.exec(key)?.[1]
  return id && resumableUploadId.test(id) ? id : null
}

/** Whether a key holds part of an unfinished upload (staff's bytes, never public). */
export function isResumableUploadKey(key: string): boolean {
  return key.startsWith('resumable/')
}
