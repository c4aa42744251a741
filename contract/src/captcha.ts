import * as z from 'zod/mini'

export const captchaProviders = ['altcha', 'recaptcha'] as const

export type CaptchaProvider = (typeof captchaProviders)[number]

/** `GET /api/captcha`: which captcha the quote form shows (the self-hosted ALTCHA, or reCAPTCHA). */
export const captchaSettings = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha') }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string().check(z.minLength(1)) }),
])

export type CaptchaSettings = z.infer<typeof captchaSettings>

/** `GET /api/captcha/challenge`: an ALTCHA challenge, as the widget reads it (altcha-lib's v2 format). */
export const altchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    memoryCost: z.optional(z.number()),
    parallelism: z.optional(z.number()),
    expiresAt: z.optional(z.number()),
    data: z.optional(
      z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    ),
  }),
  signature: z.optional(z.string()),
})
