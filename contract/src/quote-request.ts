import * as z from 'zod/mini'
import { notOurService } from './service-names.js'
import { serviceReference } from './service-references.js'
import { text } from './text.js'
import { textLimits } from './text-limits.js'

// Checked before trimming, so a line break anywhere in a name (a mail header) is refused.
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u

const name = text('is required').check(
  z.regex(NO_CONTROL_CHARACTERS, { error: 'must not contain line breaks or control characters' }),
  z.trim(),
  z.minLength(1, { error: 'is required' }),
  z.maxLength(textLimits.personName, {
    error: `must be at most ${textLimits.personName} characters`,
  }),
)

/** `POST /api/send-email`: the quote form's fields (the specification's names); unknown fields are refused. */
export const quoteRequest = z.strictObject({
  firstName: name,
  lastName: name,
  email: z.pipe(
    text('is required').check(z.trim()),
    z
      .email({ error: 'must be a valid e-mail address' })
      .check(z.maxLength(254, { error: 'is too long' })),
  ),
  phone: text('is required').check(
    z.trim(),
    z.regex(/^[0-9 +()-]{7,30}$/, {
      error: 'must be 7-30 characters: digits, spaces and + ( ) - only',
    }),
    z.refine((value) => value.replace(/\D/g, '').length >= 7, {
      error: 'must contain at least 7 digits',
    }),
  ),
  /**
   * The key of one of the published settings' services (or its current name, which the server
   * turns into the key); empty when the visitor picked none (the field is optional).
   */
  serviceType: z._default(z.union([z.literal(''), serviceReference], { error: notOurService }), ''),
  message: text('is required').check(
    z.trim(),
    z.minLength(1, { error: 'is required' }),
    z.maxLength(textLimits.quoteMessage, {
      error: `must be at most ${textLimits.quoteMessage} characters`,
    }),
  ),
  /** The optional, unticked "send me offers" box (POPIA: consent is opt-in); absent is no. */
  marketingConsent: z.optional(z.boolean({ error: 'must be true or false' })),
  /** The active captcha's token (reCAPTCHA's response, or ALTCHA's payload). */
  recaptchaToken: z.optional(text().check(z.maxLength(20_000))),
  /** The honeypot: hidden from people, filled in by form-filling robots. */
  website: z.optional(text().check(z.maxLength(1000))),
})

/** What the form sends. */
export type QuoteRequest = z.input<typeof quoteRequest>

/** The request once checked: trimmed, `serviceType` defaulted. */
export type CheckedQuoteRequest = z.output<typeof quoteRequest>

/**
 * The answer once the request is stored (its mail goes out from a job), with the reference the
 * visitor quotes when they follow up (`Q-2026-0042`). Clients that only read `success` and
 * `message` work as before.
 */
export const quoteRequestReceived = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.optional(z.string()),
})
