import type { QuoteRequest } from '@site/contract/quote-request'
import { quoteFieldSpecs, quoteRequestFieldNames } from '@site/contract/quote-request-fields'

/** The fields the form holds (the captcha supplies the token). */
export type QuoteFormField = Exclude<keyof QuoteRequest, 'recaptchaToken'>

/**
 * The request from the form's fields (the contract's declaration: each text trimmed, the offers
 * box ticked or not) and the captcha's token.
 */
export function quoteRequestFrom(data: FormData, recaptchaToken: string): QuoteRequest {
  const field = (name: QuoteFormField) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  const typed = Object.fromEntries(
    quoteRequestFieldNames.map((name) => [
      name,
      quoteFieldSpecs[name].kind === 'consent'
        ? data.get(name) === 'yes'
        : // The chosen service is its key ('' for none); the server checks it against the
          // published services.
          field(name).trim(),
    ]),
  ) as Omit<QuoteRequest, 'recaptchaToken' | 'website'>
  return { ...typed, recaptchaToken, website: field('website') }
}
