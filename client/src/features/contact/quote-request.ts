import type { QuoteRequest } from '@site/contract/quote-request'
import { type ServiceType, serviceTypes } from '@site/contract/services'

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
    serviceType: serviceTypeOf(field('serviceType')),
    message: field('message').trim(),
    marketingConsent: data.get('marketingConsent') === 'yes',
    recaptchaToken,
    website: field('website'),
  }
}

/** The select offers only our services; anything else is no choice. */
function serviceTypeOf(value: string): ServiceType | '' {
  return serviceTypes.find((service) => service === value) ?? ''
}
