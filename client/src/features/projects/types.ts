/** One uploaded photo or video, as `GET /api/projects` returns it. */
export interface ProjectItem {
  id: string
  title: string
  description: string
  category: string
  fileType: 'image' | 'video'
  /** Same-origin URL of the full media (photo or playable video). */
  image: string
  /** A smaller image for grids, when the server has made one. */
  thumbnail?: string | null
  /** The same picture in several widths (WebP), for `srcset`. */
  srcset?: { url: string; width: number }[]
  /** The file as uploaded, for downloading. */
  original?: string
  /** A still frame for videos. */
  poster?: string | null
  /** A small silent copy of a video (at most 480p) for looping on cards; the viewer plays `image`. */
  preview?: string | null
  width?: number
  height?: number
  createdAt: string
}
