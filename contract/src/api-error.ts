import * as z from 'zod/mini'

/** Every error and failure: `message` is meant for people (the specification's text where it gives one). */
export const apiError = z.object({
  success: z.literal(false),
  message: z.string(),
  /** The uploaded file an error is about. */
  file: z.optional(z.string()),
})

/** The response schemas of errors (4xx) and failures (5xx), for a route's `response`. */
export const errorResponses = { '4xx': apiError, '5xx': apiError } as const

/** `{success: true}` alone: a deletion, a logout, a job queued again. */
export const done = z.object({ success: z.literal(true) })
