/** The body of `POST /api/send-email`, field names as in the specification. */
export interface QuoteRequest {
  firstName: string
  lastName: string
  email: string
  phone: string
  /** Empty when the visitor picked no service (the field is optional). */
  serviceType: string
  message: string
  /** The token of whichever captcha provider is active. */
  recaptchaToken: string
  /** The honeypot: people leave it empty, form-filling robots do not. */
  website: string
}

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
    serviceType: field('serviceType'),
    message: field('message').trim(),
    recaptchaToken,
    website: field('website'),
  }
}
