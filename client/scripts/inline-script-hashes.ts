import { createHash } from 'node:crypto'

// Script elements the browser runs: no src, and no type or a JavaScript one. JSON-LD and other
// data blocks are never executed, so CSP does not apply to them.
const inlineScript = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi
const executableType = /^(text\/javascript|module|application\/javascript)?$/i

/** CSP sources (`'sha256-…'`) for every inline script of a page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = attributes.match(/\stype\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? ''
    if (!executableType.test(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}
