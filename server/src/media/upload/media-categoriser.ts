import { findImageCategory } from '@site/contract/categories'
import { textLimits } from '@site/contract/text-limits'
import type { FastifyBaseLogger } from 'fastify'
import { categoryFromFilename } from './filename-category.js'
import type { ImageAnalyser } from './image-analyser.js'
import { plainLine } from './media-title.js'

export interface ImageToCategorise {
  filename: string
  /** A downscaled JPEG, or null when the image could not be decoded. */
  preview: Buffer | null
}

export interface ImageCategorisation {
  category: string
  categorySource: 'analyser' | 'filename'
  /** The analyser's title and alt text, checked; null when it gave none fit to show. */
  title: string | null
  altText: string | null
}

/**
 * The category for an uploaded image that has no admin override: the analyser's response when it
 * names an image category, otherwise (no analyser, an error, a timeout, an unknown or missing
 * answer, an image it cannot be shown) the specification's filename rules. With the analyser's
 * category come its title and alt text, each kept only if it is plain text.
 */
export async function categoriseImage(
  image: ImageToCategorise,
  analyser: ImageAnalyser | null,
  log: FastifyBaseLogger,
): Promise<ImageCategorisation> {
  if (analyser && image.preview) {
    try {
      const response = await analyser.analyse(image.preview)
      const category = findImageCategory(response.category)
      if (category) {
        const title = shownText(response.title, textLimits.mediaTitle)
        const altText = shownText(response.altText, textLimits.mediaAltText)
        if ((response.title && !title) || (response.altText && !altText)) {
          log.warn('the analyser answered a title or alt text that is not plain text; dropped')
        }
        return { category, categorySource: 'analyser', title, altText }
      }
      log.warn(
        { response: response.category.slice(0, 100) },
        'the analyser named an unknown category',
      )
    } catch (error) {
      log.warn({ err: error }, 'image analysis failed; using the filename rules')
    }
  } else if (analyser) {
    log.warn('the image could not be decoded for analysis; using the filename rules')
  }
  return {
    category: categoryFromFilename(image.filename),
    categorySource: 'filename',
    title: null,
    altText: null,
  }
}

// `<img`, `</p`, `<!--`, `<?xml`: the start of a tag. A lone `<` ("size < 2 m") is fine.
const markup = /<[\p{L}!/?]/u

/**
 * A text from the analyser as visitors may read it: one plain line, cut at `max` characters; null
 * when empty or when it looks like markup (never shown, even escaped: it was not meant for them).
 */
function shownText(text: string | null, max: number): string | null {
  if (text === null) return null
  const line = plainLine(text, text.length)
  if (markup.test(line)) return null
  return plainLine(line, max) || null
}
