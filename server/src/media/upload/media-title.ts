import type { FileType } from '@site/contract/upload-rules'

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
  const cleaned = name.normalize('NFC').replace(/\s/gu, ' ').replace(unsafeCharacters, '')
  const base = cleaned.split(/[/\\]/).pop() ?? ''
  return truncate(base.trim(), MAX_FILENAME)
}

/**
 * The title shown for an upload, made from its filename: extension dropped, `-`, `_`, `.` and
 * runs of whitespace become single spaces, each word capitalised, at most 200 characters.
 */
export function titleFromFilename(filename: string, kind: FileType): string {
  const safe = sanitizeFilename(filename)
  const withoutExtension = safe.replace(/\.[^.\s]{1,10}$/u, '')
  const title = withoutExtension
    .replace(/[-_.\s]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
  const capped = truncate(title, MAX_TITLE).trim()
  if (capped) return capped
  return kind === 'video' ? 'Untitled video' : 'Untitled photo'
}

/** Cuts at a code point boundary, so an emoji is never split in half. */
function truncate(text: string, max: number): string {
  const codePoints = Array.from(text)
  return codePoints.length <= max ? text : codePoints.slice(0, max).join('')
}
