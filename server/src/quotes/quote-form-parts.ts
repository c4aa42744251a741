import type { Multipart, MultipartFile } from '@fastify/multipart'
import { type CheckedQuoteRequest, quoteRequest } from '@site/contract/quote-request'
import { quoteFieldNamesOf } from '@site/contract/quote-request-fields'
import { UploadError } from '../media/upload/upload-error.js'

/**
 * Text fields a form may carry beyond the declared ones (the schema's: the visitor's fields, the
 * captcha's token and the honeypot) before busboy stops reading: room for a few unknown ones, so
 * their sender is told their names (the schema refuses unknown fields) rather than a bare limit.
 */
export const SPARE_QUOTE_FORM_FIELDS = 3

/** The multipart route's `fields` limit: every declared field, and the spare ones. */
export const QUOTE_FORM_FIELD_CAP = Object.keys(quoteRequest.shape).length + SPARE_QUOTE_FORM_FIELDS

/** The yes/no fields, sent as text by a form. */
const consentFields: readonly string[] = quoteFieldNamesOf('consent')

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
  const checked = quoteRequest.safeParse(
    Object.fromEntries(
      Object.entries(values).map(([field, value]) => [
        field,
        // A form sends text: "true" for the ticked box; anything else but "false" is refused.
        consentFields.includes(field) ? consentOf(value) : value,
      ]),
    ),
  )
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
