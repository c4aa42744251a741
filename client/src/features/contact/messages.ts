import type { CaptchaProvider } from '@site/contract/captcha'
import { displayPhoneNumber } from '@site/contract/phone-numbers'
import type { SiteSettings } from '@site/contract/site-settings'

/** Toast texts of the quote form (specification §8), in one place. */
export const contactMessages = {
  sent: 'Message Sent Successfully!',
  failed: 'Failed to Send Message',
} as const

/** Under the success title: when the company answers (the settings' reply promise). */
export function sentBody(site: Pick<SiteSettings, 'replyPromise'>): string {
  return `Thank you for your inquiry. We'll get back to you ${site.replyPromise}.`
}

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
export function failureBody(site: Pick<SiteSettings, 'contact'>, serverMessage?: string): string {
  const { personName, phone, email } = site.contact
  const reachUs = `Please call ${personName} on ${displayPhoneNumber(phone)} or e-mail ${email} directly.`
  return serverMessage ? `${serverMessage} ${reachUs}` : reachUs
}
