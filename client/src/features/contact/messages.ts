import type { CaptchaProvider } from '@site/contract/captcha'
import { site } from '../../config/site'

/** Toast texts of the quote form (specification §8), in one place. */
export const contactMessages = {
  sent: 'Message Sent Successfully!',
  sentBody: "Thank you for your inquiry. We'll get back to you within 24 hours.",
  failed: 'Failed to Send Message',
  failedBody: `Please call ${site.contact.personName} on ${site.contact.phone.display} or e-mail ${site.contact.email} directly.`,
} as const

/**
 * The captcha's toasts. The specification names reCAPTCHA; with the self-hosted ALTCHA widget
 * the same toasts say "Verification", so no visitor reads the name of a service not in use.
 */
export function captchaMessages(provider: CaptchaProvider) {
  if (provider === 'recaptcha') {
    return {
      required: 'reCAPTCHA Required',
      requiredBody: 'Please complete the reCAPTCHA verification.',
      error: 'reCAPTCHA Error',
      errorBody: 'There was an error with reCAPTCHA. Please try again.',
    }
  }
  return {
    required: 'Verification Required',
    requiredBody: 'Please complete the verification.',
    error: 'Verification Error',
    errorBody: 'There was an error with verification. Please try again.',
  }
}

/**
 * The failure toast's body. What the server explains to people (a field it rejected, too many
 * requests, a service briefly down) comes first; every failure then offers the phone and e-mail,
 * so no quote is lost to a form that would not send.
 */
export function failureBody(serverMessage?: string): string {
  return serverMessage
    ? `${serverMessage} ${contactMessages.failedBody}`
    : contactMessages.failedBody
}
