/**
 * The settings one version changed from another, as paths (`contact.phone`, `services.2.name`):
 * what the history shows. Lists are compared item by item; a list that grew or shrank is named
 * as a whole (`services`), since its items moved.
 */
export function changedSettings(before: unknown, after: unknown, path: string[] = []): string[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [path.join('.')]
    return after.flatMap((item, index) =>
      changedSettings(before[index], item, [...path, String(index)]),
    )
  }
  if (isGroup(before) && isGroup(after)) {
    const names = new Set([...Object.keys(after), ...Object.keys(before)])
    return [...names].flatMap((name) => changedSettings(before[name], after[name], [...path, name]))
  }
  return Object.is(before, after) ? [] : [path.join('.')]
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
