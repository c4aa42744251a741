import * as z from 'zod/mini'
import { idOf, text, wholeNumber } from './text.js'
import { fileTypes } from './upload-rules.js'

/** The most items one page of `GET /api/projects` holds. */
export const mediaItemPageLimit = 100
/** The most random items `?sample=` picks. */
export const mediaItemSampleLimit = 24

/**
 * `GET /api/projects`: one category's items, or every item when `category` is absent; all of them
 * (the specification's response), one page of them (`limit`, `offset`: a page past the end is
 * empty) or `sample` of them chosen at random on every request (the home page's recent projects).
 */
export const mediaItemsQuery = z
  .object({
    category: z.optional(
      text().check(
        z.trim(),
        z.minLength(1, { error: 'must not be empty' }),
        z.maxLength(100, { error: 'must be at most 100 characters' }),
      ),
    ),
    limit: z.optional(wholeNumber(1, mediaItemPageLimit)),
    offset: z.optional(wholeNumber(0, 1_000_000)),
    sample: z.optional(wholeNumber(1, mediaItemSampleLimit)),
  })
  .check(
    z.refine(
      (query) =>
        query.sample === undefined || (query.limit === undefined && query.offset === undefined),
      { error: 'cannot be asked for together with limit or offset', path: ['sample'] },
    ),
  )

export type MediaItemsQuery = z.infer<typeof mediaItemsQuery>

/**
 * `/api/projects/:id`: one listed item (a shared link to a photo not on screen), and staff's
 * routes under it (`PATCH`, `DELETE`, `/retry`, `/captions`).
 */
export const mediaItemParams = z.object({ id: idOf('a media item') })

/** One uploaded photo or video as the public site shows it. */
export const mediaItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  /** What the picture shows, in words (staff's or the analyser's); empty when nobody wrote it. */
  altText: z.string(),
  fileType: z.enum(fileTypes),
  /** What a page shows: the display JPEG or the playable MP4 (never the original). */
  image: z.string(),
  /**
   * A small image for grids (the 400 px WebP of a photo or of a video's still frame; a video's
   * poster when it has no such copy); null for a video without a poster.
   */
  thumbnail: z.nullable(z.string()),
  /**
   * For `srcset`, narrowest first: a photo's WebP copies, or a video's still frame (its copies and
   * the poster itself); empty for unprocessed items.
   */
  srcset: z.array(z.object({ url: z.string(), width: z.number() })),
  /** A video's still frame, at most 1280 px wide (narrower copies are in `srcset`). */
  poster: z.nullable(z.string()),
  /** A small silent copy of a video for looping on cards; null when `image` is small enough. */
  preview: z.nullable(z.string()),
  /** Upright size of what `image` shows, once known. */
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  durationMs: z.nullable(z.number()),
  /** A video's WebVTT captions (English, see `captions.ts`); null when it has none. */
  captions: z.nullable(z.string()),
  /**
   * The file a visitor downloads: a copy without location or device metadata (a photo's display
   * JPEG, a video's playable MP4). The untouched upload is for staff only (`AdminMediaItem.original`).
   */
  download: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
})

export type MediaItem = z.infer<typeof mediaItem>

export const mediaItemList = z.array(mediaItem)

/** `GET /api/categories`: the default categories in order, plus General when it holds items. */
export const categoryList = z.array(z.string())

/** `GET /api/categories/summary`: each category the gallery lists, with its size and a cover. */
export const categorySummary = z.object({
  name: z.string(),
  /** Items listed under it (for Videos, every video). */
  count: z.number(),
  /**
   * What its card shows: the newest photo's small copies (a video's still frame where the
   * category holds only videos, and for Videos); null when it holds nothing to show.
   */
  cover: z.nullable(
    z.object({
      url: z.string(),
      srcset: z.array(z.object({ url: z.string(), width: z.number() })),
      width: z.nullable(z.number()),
      height: z.nullable(z.number()),
    }),
  ),
})

export type CategorySummary = z.infer<typeof categorySummary>

export const categorySummaryList = z.array(categorySummary)
