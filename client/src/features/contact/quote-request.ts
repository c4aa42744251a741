import type { QuoteRequest } from '@site/contract/quote-request'

/** The fields the form holds (the captcha supplies the token). */
export type QuoteFormField = Exclude<keyof QuoteRequest, 'recaptchaToken'>

/** The request from the form's fields and the captcha's token. */
export function quoteRequestFrom(data: FormData, recaptchaToken: string): QuoteRequest {
  const field = (name: QuoteFormField) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    firstName: field('firstName').trim(),
    lastName: field('lastName').trim(),
    email: field('email').trim(),
    phone: field('phone').trim(),
    // The chosen service's key ('' for none); the server checks it against the published services.
    serviceType: field('serviceType').trim(),
    message: field('message').trim(),
    marketingConsent: data.get('marketingConsent') === 'yes',
    recaptchaToken,
    website: field('website'),
  }
}
