import {
  attachmentTooLargeMessage,
  attachmentTypeMessage,
  type QuoteAttachmentKind,
  quoteAttachmentRules,
  tooManyAttachmentsMessage,
} from '@site/contract/quote-attachment-rules'

/** The files a visitor sends with a request. */
export interface QuoteFiles {
  photos: File[]
  video: File | null
}

export const noQuoteFiles: QuoteFiles = { photos: [], video: null }

/**
 * Whether a picked file looks like the kind, by its type or name: phones give HEIC files no
 * type. The server decides by content; this only saves sending what it would refuse.
 */
export function looksLike(file: File, kind: QuoteAttachmentKind): boolean {
  const rules = quoteAttachmentRules[kind]
  if (Object.hasOwn(rules.contentTypes, file.type)) return true
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return rules.extensions.some((allowed) => allowed === extension)
}

/**
 * Adds picked files to the ones held, in the limits the server holds them to: what fits is
 * taken, and every file left out is named with the reason.
 */
export function addPicked(
  held: QuoteFiles,
  picked: File[],
  kind: QuoteAttachmentKind,
): { files: QuoteFiles; problems: string[] } {
  const rules = quoteAttachmentRules[kind]
  const problems: string[] = []
  const taken: File[] = []
  const room = kind === 'photo' ? rules.maxFiles - held.photos.length : 1
  for (const file of picked) {
    if (!looksLike(file, kind)) problems.push(attachmentTypeMessage(file.name, kind))
    else if (file.size > rules.maxBytes) problems.push(attachmentTooLargeMessage(file.name, kind))
    else if (file.size === 0) problems.push(`${file.name} is empty.`)
    else if (taken.length >= room) {
      if (!problems.includes(tooManyAttachmentsMessage(kind))) {
        problems.push(tooManyAttachmentsMessage(kind))
      }
    } else taken.push(file)
  }
  const files =
    kind === 'photo'
      ? { ...held, photos: [...held.photos, ...taken] }
      : { ...held, video: taken[0] ?? held.video }
  return { files, problems }
}
