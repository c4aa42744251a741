/**
 * What a visitor may send with a quote request (`POST /api/quote-requests`): up to five photos and
 * one short video. Zod-free, so the public contact page can show the same limits it is held to.
 * The server decides by content (magic bytes), never by name or declared type.
 */

const MB = 1024 * 1024

export const quoteAttachmentKinds = ['photo', 'video'] as const

export type QuoteAttachmentKind = (typeof quoteAttachmentKinds)[number]

export const quoteAttachmentRules = {
  photo: {
    /** The multipart field each photo is sent in. */
    field: 'photos',
    maxFiles: 5,
    maxBytes: 15 * MB,
    /** What the visitor is told is allowed. */
    typeNames: ['JPG', 'PNG', 'WebP', 'HEIC'],
    /** Detected content types → the extension the stored file gets. */
    contentTypes: {
      'image/jpeg': 'jpg',
      'image/png': 'png',
      'image/webp': 'webp',
      'image/heic': 'heic',
      'image/heif': 'heif',
    },
    /** For the file picker; the server still checks the content. */
    accept: 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif',
    /** Names the form takes when a file has no type (phones give HEIC none). */
    extensions: ['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif'],
  },
  video: {
    field: 'video',
    maxFiles: 1,
    maxBytes: 100 * MB,
    /** A longer clip is refused before any work is spent on it (decision 045). */
    maxSeconds: 90,
    typeNames: ['MP4', 'MOV'],
    contentTypes: { 'video/mp4': 'mp4', 'video/quicktime': 'mov' },
    accept: 'video/mp4,video/quicktime,.mp4,.mov',
    extensions: ['mp4', 'mov'],
  },
} as const satisfies Record<
  QuoteAttachmentKind,
  {
    field: string
    maxFiles: number
    maxBytes: number
    maxSeconds?: number
    typeNames: readonly string[]
    contentTypes: Record<string, string>
    accept: string
    extensions: readonly string[]
  }
>

/** The most bytes one request with files may carry (the form fields are small). */
export const largestQuoteRequestBytes =
  quoteAttachmentRules.photo.maxFiles * quoteAttachmentRules.photo.maxBytes +
  quoteAttachmentRules.video.maxBytes

export function attachmentMb(kind: QuoteAttachmentKind): number {
  return quoteAttachmentRules[kind].maxBytes / MB
}

export function attachmentTooLargeMessage(file: string, kind: QuoteAttachmentKind): string {
  return `${file} is too large: a ${kind} can be at most ${attachmentMb(kind)} MB.`
}

export function attachmentTypeMessage(file: string, kind: QuoteAttachmentKind): string {
  return `${file} is not a ${kind} we can take. Allowed: ${quoteAttachmentRules[kind].typeNames.join(', ')}.`
}

/** How long a clip is, as people say it: "45 seconds", "3 minutes", "2 minutes 5 seconds". */
export function spokenDuration(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (seconds < 60) return plural(seconds, 'second')
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  return rest === 0
    ? plural(minutes, 'minute')
    : `${plural(minutes, 'minute')} ${plural(rest, 'second')}`
}

/**
 * Why a video of this length cannot be taken, or undefined when it can (or its length is not
 * known). Whole seconds, as the length is compared with the limit and told.
 */
export function videoLengthProblem(file: string, durationMs: number | null): string | undefined {
  if (durationMs === null) return undefined
  const seconds = Math.round(durationMs / 1000)
  if (seconds <= quoteAttachmentRules.video.maxSeconds) return undefined
  return (
    `${file} is ${spokenDuration(seconds)} long; a video can be at most ` +
    `${quoteAttachmentRules.video.maxSeconds} seconds. Please trim it or send a shorter clip.`
  )
}

/** More file parts than the request may carry at all. */
export function tooManyFilesMessage(): string {
  return `Too many files: at most ${quoteAttachmentRules.photo.maxFiles} photos and one video.`
}

export function tooManyAttachmentsMessage(kind: QuoteAttachmentKind): string {
  return kind === 'photo'
    ? `At most ${quoteAttachmentRules.photo.maxFiles} photos can be sent with a request.`
    : 'Only one video can be sent with a request.'
}
