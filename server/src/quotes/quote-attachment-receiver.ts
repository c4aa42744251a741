import { randomUUID } from 'node:crypto'
import type { Multipart, MultipartFile } from '@fastify/multipart'
import {
  attachmentTooLargeMessage,
  attachmentTypeMessage,
  type QuoteAttachmentKind,
  quoteAttachmentRules,
  tooManyAttachmentsMessage,
} from '@site/contract/quote-attachment-rules'
import { headerSize, MAX_INPUT_PIXELS } from '../media/processing/image-derivatives.js'
import type { MediaTools } from '../media/processing/media-tools.js'
import { sniffContent } from '../media/upload/content-sniffing.js'
import { sanitizeFilename } from '../media/upload/media-title.js'
import { limitSize } from '../media/upload/size-limit.js'
import { UploadError } from '../media/upload/upload-error.js'
import { quoteFileKey } from '../storage/object-keys.js'
import type { ObjectStore } from '../storage/object-store.js'
import { receiveVideo } from './quote-video-receipt.js'

/** A file stored as received, under the request's private prefix. */
export interface ReceivedAttachment {
  id: string
  position: number
  kind: QuoteAttachmentKind
  filename: string
  contentType: string
  size: number
  key: string
  width: number | null
  height: number | null
  /** A video's length as read on receipt; null for photos, or without ffprobe. */
  durationMs: number | null
}

export interface ReceiveOptions {
  inquiryId: string
  storage: ObjectStore
  /** Keys whose write has started, for the caller to remove on failure. */
  written: string[]
  /** ffprobe, to refuse a video that is too long before it is stored; null without it. */
  tools: MediaTools | null
  /** The bytes the sender may still send today (decision 045), and the error past them. */
  allowance: { bytes: number; exceeded: () => Error }
}

const MAX_FILENAME = 255

/**
 * Streams the files of a quote form (`photos`, at most 5, and `video`, at most 1) into the store
 * under `quote-files/<quote request id>/`, checking each by its content (magic bytes) and size on the
 * way, as staff uploads are checked. A photo is held in memory (at most 15 MB) until its header
 * shows a size that can be decoded, so a decompression bomb is refused before it is stored; a
 * video goes to a temporary file until ffprobe has found it short enough. All files together
 * stay within `allowance`. Every key is pushed to `written` before its write starts.
 */
export async function receiveAttachments(
  first: MultipartFile,
  rest: AsyncIterator<Multipart>,
  options: ReceiveOptions,
): Promise<ReceivedAttachment[]> {
  const received: ReceivedAttachment[] = []
  let part: Multipart | undefined = first
  while (part) {
    if (part.type !== 'file') {
      throw new UploadError(400, 'Every form field must come before the files.')
    }
    const kind = kindOfField(part.fieldname)
    if (
      received.filter((file) => file.kind === kind).length >= quoteAttachmentRules[kind].maxFiles
    ) {
      throw new UploadError(400, tooManyAttachmentsMessage(kind))
    }
    const spent = received.reduce((sum, file) => sum + file.size, 0)
    const allowance = { ...options.allowance, bytes: options.allowance.bytes - spent }
    received.push(await storeAttachment(part, kind, received.length, { ...options, allowance }))
    const next = await rest.next()
    part = next.done ? undefined : next.value
  }
  return received
}

function kindOfField(field: string): QuoteAttachmentKind {
  if (field === quoteAttachmentRules.photo.field) return 'photo'
  if (field === quoteAttachmentRules.video.field) return 'video'
  throw new UploadError(400, 'Files must be sent as "photos" or "video".')
}

async function storeAttachment(
  part: MultipartFile,
  kind: QuoteAttachmentKind,
  position: number,
  { inquiryId, storage, written, tools, allowance }: ReceiveOptions,
): Promise<ReceivedAttachment> {
  const filename = checkedFilename(part.filename, position)
  const rules = quoteAttachmentRules[kind]
  const sniffed = await sniffContent(part.file)
  const contentTypes: Record<string, string> = rules.contentTypes
  const extension = sniffed.mime ? contentTypes[sniffed.mime] : undefined
  if (sniffed.empty || !sniffed.mime || !extension) {
    await sniffed.discard()
    throw new UploadError(
      sniffed.empty ? 400 : 415,
      sniffed.empty ? `${filename} is empty.` : attachmentTypeMessage(filename, kind),
      filename,
    )
  }
  const tooLarge = () => new UploadError(413, attachmentTooLargeMessage(filename, kind), filename)
  // The smaller limit says why a file is one byte too many: its kind's size, or the day's budget.
  const max = Math.min(rules.maxBytes, allowance.bytes)
  const overLimit = allowance.bytes < rules.maxBytes ? allowance.exceeded : tooLarge
  const id = randomUUID()
  const key = quoteFileKey(inquiryId, id, `original.${extension}`)
  const base = { id, position, kind, filename, contentType: sniffed.mime, key }

  if (kind === 'photo') {
    const bytes = await collect(sniffed.body, max, overLimit)
    if (part.file.truncated) throw tooLarge()
    const { width, height } = await decodableSize(bytes, filename)
    written.push(key)
    await storage.writeObject(key, bytes, bytes.length, sniffed.mime)
    return { ...base, size: bytes.length, width, height, durationMs: null }
  }
  const { size, durationMs } = await receiveVideo(limitSize(sniffed.body, max, overLimit), {
    key,
    contentType: sniffed.mime,
    filename,
    storage,
    tools,
    written,
    checkComplete: () => {
      if (part.file.truncated) throw tooLarge()
    },
  })
  return { ...base, size, width: null, height: null, durationMs }
}

/**
 * The visitor's file name, to show staff. Browsers send a bare name of at most 255 characters;
 * folders or a longer name mean a hand-made request, which is refused rather than guessed at.
 */
function checkedFilename(raw: string | undefined, position: number): string {
  const name = raw ?? ''
  if (/[/\\]/.test(name) || Array.from(name).length > MAX_FILENAME) {
    throw new UploadError(
      400,
      `A file name must be at most ${MAX_FILENAME} characters and name no folder.`,
    )
  }
  return sanitizeFilename(name) || `file ${position + 1}`
}

/** The photo's upright size from its header; refused when unreadable or too large to decode. */
async function decodableSize(
  bytes: Buffer,
  filename: string,
): Promise<{ width: number; height: number }> {
  const size = await headerSize(bytes)
  if (!size) {
    throw new UploadError(
      400,
      `${filename} could not be read as a photo: it may be damaged or incomplete.`,
      filename,
    )
  }
  if (size.width * size.height > MAX_INPUT_PIXELS) {
    throw new UploadError(
      413,
      `${filename} is too large to open: ${size.width} × ${size.height} pixels ` +
        `(at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
      filename,
    )
  }
  return size
}

async function collect(
  source: AsyncIterable<Buffer>,
  max: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of limitSize(source, max, tooLarge)) chunks.push(chunk)
  return Buffer.concat(chunks)
}
