import * as z from 'zod/mini'
import { text } from './text.js'
import { fileTypes } from './upload-rules.js'

/** `GET /api/projects?category=`: one category's items, or every item when absent. */
export const projectsQuery = z.object({
  category: z.optional(
    text().check(
      z.trim(),
      z.minLength(1, { error: 'must not be empty' }),
      z.maxLength(100, { error: 'must be at most 100 characters' }),
    ),
  ),
})

/** One uploaded photo or video as the public site shows it. */
export const project = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  fileType: z.enum(fileTypes),
  /** What a page shows: the display JPEG or the playable MP4 (never the original). */
  image: z.string(),
  /** A small image for grids (a photo's 400 px WebP or a video's poster); null for a video without one. */
  thumbnail: z.nullable(z.string()),
  /** WebP copies of a photo, narrowest first (empty for videos and unprocessed items), for `srcset`. */
  srcset: z.array(z.object({ url: z.string(), width: z.number() })),
  /** A video's still frame. */
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
   * JPEG, a video's playable MP4). The untouched upload is for staff only (`AdminProject.original`).
   */
  download: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
})

export type Project = z.infer<typeof project>

export const projectList = z.array(project)

/** `GET /api/categories`: the default categories in order, plus General when it holds items. */
export const categoryList = z.array(z.string())
