import { createHash } from 'node:crypto'

/**
 * The CSP sources of every script element the browser runs in a page (no `src`, no data type),
 * to compare with the page's Content-Security-Policy.
 */
export function executableInlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g,
  )) {
    if (/\ssrc=/.test(attributes) || /type="(?!module)/.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return [...hashes]
}

/** The page's JSON-LD (its first `application/ld+json` script), parsed; null without one. */
export function jsonLdOf(html: string) {
  return JSON.parse(
    /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? 'null',
  )
}
