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
}

/** The fields the visitor fills in (the captcha supplies the token). */
export type QuoteFormField = Exclude<keyof QuoteRequest, 'recaptchaToken'>
