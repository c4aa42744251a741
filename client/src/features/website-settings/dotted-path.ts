/** Reading and changing the form's draft by a field's dotted path (`services.2.name`). */

export function valueAt(value: unknown, path: string): unknown {
  let at = value
  for (const part of path.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined
    at = (at as Record<string, unknown>)[part]
  }
  return at
}

/** A copy of `value` with `next` at `path`; what the path does not pass through is shared. */
export function withValueAt<T>(value: T, path: string, next: unknown): T {
  const [head = '', ...rest] = path.split('.')
  const inner = rest.length === 0 ? next : withValueAt(valueAt(value, head), rest.join('.'), next)
  if (Array.isArray(value))
    return value.map((item, index) => (String(index) === head ? inner : item)) as T
  return { ...(value as object), [head]: inner } as T
}
