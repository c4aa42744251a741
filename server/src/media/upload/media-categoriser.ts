import { findImageCategory } from '@site/contract/categories'
import type { FastifyBaseLogger } from 'fastify'
import { categoryFromFilename } from './filename-category.js'
import type { ImageAnalyser } from './image-analyser.js'

export interface ImageToCategorise {
  filename: string
  /** A downscaled JPEG, or null when the image could not be decoded. */
  preview: Buffer | null
}

/**
 * The category for an uploaded image that has no admin override: the analyser's answer when it
 * names an image category, otherwise (no analyser, an error, a timeout, an unknown or missing
 * answer, an image it cannot be shown) the specification's filename rules.
 */
export async function categoriseImage(
  image: ImageToCategorise,
  analyser: ImageAnalyser | null,
  log: FastifyBaseLogger,
): Promise<string> {
  if (analyser && image.preview) {
    try {
      const answer = await analyser.categorise(image.preview)
      const category = findImageCategory(answer)
      if (category) return category
      log.warn({ answer: answer.slice(0, 100) }, 'the analyser named an unknown category')
    } catch (error) {
      log.warn({ err: error }, 'image analysis failed; using the filename rules')
    }
  } else if (analyser) {
    log.warn('the image could not be decoded for analysis; using the filename rules')
  }
  return categoryFromFilename(image.filename)
}
