import * as z from 'zod/mini'
import {
  type QuoteRequestFieldName,
  quoteFieldSpecs,
  type quoteRequestFields,
} from './quote-request-fields.js'
import { notOurService } from './service-names.js'
import { serviceReference } from './service-references.js'
import { text, writtenText } from './text.js'
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

const email = z.pipe(
  text('is required').check(z.trim()),
  z
    .email({ error: 'must be a valid e-mail address' })
    .check(z.maxLength(254, { error: 'is too long' })),
)

const phone = text('is required').check(
  z.trim(),
  z.regex(/^[0-9 +()-]{7,30}$/, {
    error: 'must be 7-30 characters: digits, spaces and + ( ) - only',
  }),
  z.refine((value) => value.replace(/\D/g, '').length >= 7, {
    error: 'must contain at least 7 digits',
  }),
)

/**
 * The key of one of the published settings' services (or its current name, which the server
 * turns into the key); empty when the visitor picked none (the field is optional).
 */
const service = z._default(z.union([z.literal(''), serviceReference], { error: notOurService }), '')

const message = text('is required').check(
  z.trim(),
  z.minLength(1, { error: 'is required' }),
  z.maxLength(textLimits.quoteMessage, {
    error: `must be at most ${textLimits.quoteMessage} characters`,
  }),
)

/** The optional, unticked "send me offers" box (POPIA: consent is opt-in); absent is no. */
const consent = z.optional(z.boolean({ error: 'must be true or false' }))

/** An added optional line of text: trimmed, '' when left out. */
function optionalText(maxLength: number) {
  return z._default(writtenText({ maxLength }), '')
}

/** Each kind of field's check (`quote-request-fields.ts` declares which field is which). */
const checks = {
  name: () => name,
  email: () => email,
  phone: () => phone,
  service: () => service,
  message: () => message,
  consent: () => consent,
  text: (spec: { maxLength: number }) => optionalText(spec.maxLength),
}

type Checks = typeof checks

/** The declared fields' checks, by name. */
type VisitorShape = {
  [K in QuoteRequestFieldName]: ReturnType<Checks[(typeof quoteRequestFields)[K]['kind']]>
}

const visitorShape = Object.fromEntries(
  Object.entries(quoteFieldSpecs).map(([field, spec]) => [
    field,
    spec.kind === 'text' ? checks.text(spec) : checks[spec.kind](),
  ]),
) as VisitorShape

/** `POST /api/send-email`: the quote form's fields (the specification's names); unknown fields are refused. */
export const quoteRequest = z.strictObject({
  ...visitorShape,
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
 * The response once the request is stored (its mail goes out from a job), with the reference the
 * visitor quotes when they follow up (`Q-2026-0042`). Clients that only read `success` and
 * `message` work as before.
 */
export const quoteRequestReceived = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.optional(z.string()),
})
