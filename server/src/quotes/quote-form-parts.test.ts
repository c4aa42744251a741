import { readFileSync } from 'node:fs'
import type { Multipart } from '@fastify/multipart'
import { quoteRequest } from '@site/contract/quote-request'
import { quoteFieldNamesOf, quoteRequestFieldNames } from '@site/contract/quote-request-fields'
import { describe, expect, it } from 'vitest'
import { UploadError } from '../media/upload/upload-error.js'
import {
  QUOTE_FORM_FIELD_CAP,
  readQuoteFields,
  SPARE_QUOTE_FORM_FIELDS,
} from './quote-form-parts.js'

/** Text parts as busboy hands them over. */
async function* textParts(values: Record<string, string>): AsyncIterable<Multipart> {
  for (const [fieldname, value] of Object.entries(values)) {
    yield { type: 'field', fieldname, value, valueTruncated: false } as unknown as Multipart
  }
}

/** Every field of the schema filled in, added text fields included (from the declaration). */
const filled: Record<string, string> = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.org',
  phone: '082 555 0101',
  serviceType: '',
  message: 'A new roof, please.',
  ...Object.fromEntries(quoteFieldNamesOf('text').map((name) => [name, 'x'])),
  marketingConsent: 'true',
  recaptchaToken: 'token',
  website: '',
}

describe('the multipart field cap', () => {
  it('is every field the schema declares and the spare ones', () => {
    // Drifts apart when a field is added to the declaration and the cap is written by hand again.
    const declared = Object.keys(quoteRequest.shape)
    expect(declared).toEqual([...quoteRequestFieldNames, 'recaptchaToken', 'website'])
    expect(QUOTE_FORM_FIELD_CAP).toBe(declared.length + SPARE_QUOTE_FORM_FIELDS)
    expect(SPARE_QUOTE_FORM_FIELDS).toBeGreaterThan(0)
  })

  it('is the limit the route gives busboy, fields and parts alike', () => {
    const route = readFileSync(new URL('../routes/quote-requests.ts', import.meta.url), 'utf8')
    expect(route).toMatch(/\bfields: QUOTE_FORM_FIELD_CAP,/)
    expect(route).toMatch(/\bparts: MAX_FILES \+ 1 \+ QUOTE_FORM_FIELD_CAP \+ 1,/)
  })

  it('covers a form with every declared field filled in', async () => {
    expect(Object.keys(filled).sort()).toEqual(Object.keys(quoteRequest.shape).sort())
    expect(Object.keys(filled).length).toBeLessThanOrEqual(QUOTE_FORM_FIELD_CAP)
    const form = await readQuoteFields(textParts(filled))
    expect(form.request).toMatchObject({ firstName: 'Thandi', marketingConsent: true })
    expect(form.firstFile).toBeUndefined()
  })
})

describe('readQuoteFields', () => {
  it('reads the offers box as yes or no, and refuses anything else', async () => {
    const no = await readQuoteFields(textParts({ ...filled, marketingConsent: 'false' }))
    expect(no.request.marketingConsent).toBe(false)
    await expect(
      readQuoteFields(textParts({ ...filled, marketingConsent: 'maybe' })),
    ).rejects.toThrow(new UploadError(400, 'marketingConsent: must be true or false'))
  })
})
