/**
 * A logo copy's object key (site-logo.ts): the key carries the copy's size, so the header reserves
 * its room without another setting. Apart from the rules and messages, so the script of every
 * public page carries only this.
 */

/** `site/logo-<sha-256, 32 hex>-<width>x<height>.webp`: the copy's content names it. */
export const siteLogoKeyPattern = /^site\/logo-[0-9a-f]{32}-([1-9]\d{0,2})x([1-9]\d{0,2})\.webp$/

/** The logo copy's size in pixels, read from its key; undefined for any other string. */
export function siteLogoSize(key: string): { width: number; height: number } | undefined {
  const match = siteLogoKeyPattern.exec(key)
  if (!match) return undefined
  return { width: Number(match[1]), height: Number(match[2]) }
}

/** The key of a logo copy: named by its content's SHA-256 (hex) and its size. */
export function siteLogoKey(sha256: string, width: number, height: number): string {
  return `site/logo-${sha256.slice(0, 32)}-${width}x${height}.webp`
}
