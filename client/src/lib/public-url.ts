/** The attribute on <html> that carries the public address to the client before hydration. */
export const publicUrlAttribute = 'data-public-url'

/** The address the page was served under, as the server wrote it into the document. */
export function readPublicUrl(doc: Document): string {
  const fromDocument = doc.documentElement.getAttribute(publicUrlAttribute)
  return fromDocument ?? doc.location.origin
}

/** `base` + `path` with exactly one slash between them, whatever `base` ends with. */
export function absoluteUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
