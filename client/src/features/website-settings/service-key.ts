/**
 * The key of a new service, made from its name once: portfolio projects and quote requests refer
 * to a service by it, so a published service keeps its key whatever it is renamed to.
 * `Solar & Batteries` → `solar-batteries`; a key another service has gets `-2`, `-3`…
 */
export function keyFromName(name: string, taken: ReadonlySet<string>): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  // The schema's key starts with a letter and has room for a "-12" after it.
  const stem = (/^[a-z]/.test(words) ? words : `service-${words}`).slice(0, 36).replace(/-+$/, '')
  let key = stem
  for (let n = 2; taken.has(key); n++) key = `${stem}-${n}`
  return key
}
