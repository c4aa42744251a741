/** The review form's fields the API names in an error ("stars: must be …; name: …"). */
export type ReviewField = 'stars' | 'text' | 'name' | 'mayShow' | 'form'

const fields: readonly string[] = ['stars', 'text', 'name', 'mayShow']

/**
 * An error's message by field: the API writes each problem as `field: message`, several joined
 * with "; " (the error handler's form). What names no field of the form is the form's.
 */
export function reviewFieldErrors(message: string): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = {}
  for (const part of message.split('; ')) {
    const named = /^(\w+): (.+)$/s.exec(part)
    const field: ReviewField =
      named?.[1] && fields.includes(named[1]) ? (named[1] as ReviewField) : 'form'
    const text = field === 'form' ? part : (named?.[2] ?? part)
    errors[field] = errors[field] ? `${errors[field]} ${text}` : text
  }
  return errors
}
