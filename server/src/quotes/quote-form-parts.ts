import type { Multipart, MultipartFile } from '@fastify/multipart'
import { type CheckedQuoteRequest, quoteRequest } from '@site/contract/quote-request'
import { UploadError } from '../media/upload/upload-error.js'

/** The quote form's fields, read from the parts before the first file. */
export interface QuoteFormFields {
  request: CheckedQuoteRequest
  /** The first file part, still unread; undefined when the form carries no file. */
  firstFile: MultipartFile | undefined
  /** The parts after it. */
  rest: AsyncIterator<Multipart>
}

/**
 * Reads the form's text fields (the JSON route's names, checked by the same schema) up to the
 * first file. The client sends every field before any file, so the request is checked (captcha
 * included) before one byte of a file is read; a field after a file is refused.
 */
export async function readQuoteFields(parts: AsyncIterable<Multipart>): Promise<QuoteFormFields> {
  const iterator = parts[Symbol.asyncIterator]()
  const values: Record<string, string> = {}
  for (;;) {
    const next = await iterator.next()
    if (next.done) return { request: checkFields(values), firstFile: undefined, rest: iterator }
    const part = next.value
    if (part.type === 'file') {
      return { request: checkFields(values), firstFile: part, rest: iterator }
    }
    if (Object.hasOwn(values, part.fieldname)) {
      throw new UploadError(400, `${safeName(part.fieldname)}: sent more than once.`)
    }
    if (part.valueTruncated) {
      throw new UploadError(400, `${safeName(part.fieldname)}: is too long.`)
    }
    values[part.fieldname] = typeof part.value === 'string' ? part.value : ''
  }
}

function checkFields(values: Record<string, string>): CheckedQuoteRequest {
  const { marketingConsent, ...text } = values
  const checked = quoteRequest.safeParse({
    ...text,
    // A form sends text: "true" for the ticked box; anything else but "false" is refused.
    ...(marketingConsent === undefined ? {} : { marketingConsent: consentOf(marketingConsent) }),
  })
  if (checked.success) return checked.data
  const message = checked.error.issues
    .map((issue) => {
      const field = issue.path.map(String).join('.')
      return field ? `${safeName(field)}: ${issue.message}` : issue.message
    })
    .join('; ')
  throw new UploadError(400, message)
}

function consentOf(value: string): boolean | string {
  if (value === 'true') return true
  if (value === 'false' || value === '') return false
  return value
}

/** A field name as it may appear in a message: printable, short. */
function safeName(name: string): string {
  return name.replace(/[^\w[\]. -]/g, '').slice(0, 60) || 'a field'
}
