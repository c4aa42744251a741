import { createHash } from 'node:crypto'
import { siteLogoMessages, siteLogoRules } from '@site/contract/site-logo'
import { siteLogoKey } from '@site/contract/site-logo-key'
import sharp, { type Metadata, type OutputInfo } from 'sharp'
import { MAX_INPUT_PIXELS } from '../media/processing/image-derivatives.js'
import type { ObjectStore } from '../storage/object-store.js'

export type SiteLogoOutcome = { key: string } | { problem: string }

// Read from the bytes, never the file's name or type. SVG is refused: it can carry script, and
// the header needs a picture, not a document.
const readable = new Set(['png', 'jpeg', 'webp'])

/**
 * Makes the header's copy of a logo staff sent: turned upright, fitted inside the box (never
 * enlarged), as WebP with its transparency. It is stored under a key named by its content and
 * size, so the same picture sent twice is one object and a URL's bytes never change. Nothing is
 * stored when the picture is refused. Settings that name the key are published separately.
 */
export async function storeSiteLogo(
  storage: Pick<ObjectStore, 'writeObject'>,
  bytes: Buffer,
): Promise<SiteLogoOutcome> {
  if (bytes.length === 0) return { problem: siteLogoMessages.empty }
  if (bytes.length > siteLogoRules.maxBytes) return { problem: siteLogoMessages.tooLarge }
  let metadata: Metadata
  try {
    // The header only, unlimited, so a picture too large to decode is named as such below.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    return { problem: siteLogoMessages.notAPicture }
  }
  if (!metadata.format || !readable.has(metadata.format)) {
    return { problem: siteLogoMessages.notAPicture }
  }
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0
  // The same limit as every photo staff upload: a phone's 50 MP picture of the sign is fine.
  if (width * height > MAX_INPUT_PIXELS) {
    return { problem: siteLogoMessages.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000) }
  }
  if (Math.min(width, height) < siteLogoRules.minSide) return { problem: siteLogoMessages.tooSmall }

  let copy: { data: Buffer; info: OutputInfo }
  try {
    copy = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...siteLogoRules.box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100, effort: 6 })
      .toBuffer({ resolveWithObject: true })
  } catch {
    // A header that reads but pixels that do not (a cut-off file).
    return { problem: siteLogoMessages.notAPicture }
  }
  const digest = createHash('sha256').update(copy.data).digest('hex')
  const key = siteLogoKey(digest, copy.info.width, copy.info.height)
  await storage.writeObject(key, copy.data, copy.data.length, 'image/webp')
  return { key }
}
