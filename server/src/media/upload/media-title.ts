import type { FileType } from '@site/contract/upload-rules'
import { isCameraName } from './camera-names.js'

const MAX_FILENAME = 255
const MAX_TITLE = 200

// Control characters and the invisible bidirectional controls that can make "gpj.exe" look like
// "exe.jpg" (U+202E and friends). Zero-width joiners stay: emoji sequences need them.
const unsafeCharacters = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu

/**
 * A client's filename made safe to show and log: no control or bidi characters, no folders
 * (`../`, `C:\`), at most 255 characters. Never used to build a storage key.
 */
export function sanitizeFilename(name: string): string {
  const base = withoutUnsafeCharacters(name).split(/[/\\]/).pop() ?? ''
  return truncate(base.trim(), MAX_FILENAME)
}

/**
 * Text from outside (a file name, the analyser's response) as one plain line: NFC, whitespace as
 * spaces, no control or bidi characters, at most `max` characters. Markup is the caller's call.
 */
export function plainLine(text: string, max: number): string {
  const line = withoutUnsafeCharacters(text).replace(/ {2,}/gu, ' ').trim()
  return truncate(line, max).trim()
}

function withoutUnsafeCharacters(text: string): string {
  return text.normalize('NFC').replace(/\s/gu, ' ').replace(unsafeCharacters, '')
}

/**
 * The title shown for an upload, made from its filename: extension dropped, `-`, `_`, `.` and
 * runs of whitespace become single spaces, each word capitalised, at most 200 characters.
 */
export function titleFromFilename(filename: string, kind: FileType): string {
  const title = fileStem(filename)
    .replace(/[-_.\s]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
  const capped = truncate(title, MAX_TITLE).trim()
  if (capped) return capped
  return kind === 'video' ? 'Untitled video' : 'Untitled photo'
}

export interface UploadTitle {
  title: string
  /** The title was made up from the category and month: staff should write a real one. */
  needsTitle: boolean
}

/**
 * The title of a new upload: today's rule (`titleFromFilename`) for a name a person chose; for a
 * name a camera or phone made up (`IMG_1234`, see `isCameraName`), which visitors must never
 * read, the category and the month it was uploaded ("Kitchen Renovation, November 2026"),
 * marked as needing a title.
 */
export function uploadTitle(
  filename: string,
  kind: FileType,
  category: string,
  uploadedAt: Date,
): UploadTitle {
  if (!isCameraName(fileStem(filename))) {
    return { title: titleFromFilename(filename, kind), needsTitle: false }
  }
  return { title: datedTitle(category, uploadedAt), needsTitle: true }
}

// The company works in South Africa: a photo taken late on 30 November belongs to November.
const monthInSouthAfrica = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Johannesburg',
  month: 'long',
  year: 'numeric',
})

/** "Kitchen Renovation, November 2026": the category and the month of `when`, in English. */
export function datedTitle(category: string, when: Date): string {
  return `${category}, ${monthInSouthAfrica.format(when)}`
}

/** The file's name without folders and extension, made safe to show. */
function fileStem(filename: string): string {
  return sanitizeFilename(filename).replace(/\.[^.\s]{1,10}$/u, '')
}

/** Cuts at a code point boundary, so an emoji is never split in half. */
function truncate(text: string, max: number): string {
  const codePoints = Array.from(text)
  return codePoints.length <= max ? text : codePoints.slice(0, max).join('')
}
