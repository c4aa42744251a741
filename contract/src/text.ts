import * as z from 'zod/mini'

/**
 * The base of every text the API accepts. U+0000 is refused here, once for every field:
 * PostgreSQL cannot store it, so it would otherwise reach the database and fail there.
 */
export function text(missing = 'must be text') {
  // `missing` when the field is absent; a value of another type (an array, a number) is named.
  const error = (issue: { input?: unknown }) =>
    issue.input === undefined ? missing : 'must be text'
  return z
    .string({ error })
    .check(
      z.refine((value) => !value.includes('\u0000'), { error: nulCharacterError, abort: true }),
    )
}

export const nulCharacterError = 'must not contain the null character (U+0000)'

/**
 * A line of text staff write (a field of `text-fields.ts`' declarations): trimmed, not empty when
 * `required`, at most `maxLength` characters.
 */
export function writtenText({ maxLength, required }: { maxLength: number; required?: boolean }) {
  return text().check(
    z.trim(),
    ...(required ? [z.minLength(1, { error: 'must not be empty' })] : []),
    z.maxLength(maxLength, { error: `must be at most ${maxLength} characters` }),
  )
}

/** An id the server made (a UUID); `what` names it in the message ("a quote request"). */
export function idOf(what: string) {
  return z.uuid({ error: `must be the id of ${what}` })
}

/** A whole number from `min` to `max` in a query string (`"12"`), one message for every miss. */
export function wholeNumber(min: number, max: number) {
  const error = `must be a whole number from ${min} to ${max}`
  return z.coerce
    .number({ error })
    .check(z.refine(Number.isInteger, { error }), z.gte(min, { error }), z.lte(max, { error }))
}
