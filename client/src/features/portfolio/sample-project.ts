import type { MediaItem } from '@site/contract/media-items'
import type { PortfolioProject } from '@site/contract/portfolio'

const photo = (id: string, title: string): MediaItem => ({
  id,
  title,
  description: '',
  category: 'Solar & Electrical',
  altText: '',
  fileType: 'image',
  image: `/media/display/${id}.jpg`,
  thumbnail: `/media/thumbs/${id}.webp`,
  srcset: [{ url: `/media/thumbs/${id}.webp`, width: 400 }],
  poster: null,
  preview: null,
  width: 1600,
  height: 1200,
  durationMs: null,
  captions: null,
  download: `/media/display/${id}.jpg`,
  createdAt: '2026-03-01T10:00:00.000Z',
})

const before = photo('sample-before', 'The old board')
const after = photo('sample-after', 'The new board')

/**
 * A made-up published project: the build renders the on-request pages with it once (a page that
 * cannot render on the server fails the build), and unit tests render it.
 */
export const samplePortfolioProject: PortfolioProject = {
  slug: 'sample-distribution-board',
  title: 'A new distribution board',
  summary: 'An old board replaced with a modern, safe one.',
  description: 'The old board tripped every evening.\n\nWe replaced it and certified the work.',
  area: 'Randburg',
  completedOn: '2026-03',
  category: 'Solar & Electrical',
  scope: ['electrical'],
  cover: { url: after.thumbnail ?? after.image, srcset: after.srcset, width: 1600, height: 1200 },
  itemCount: 2,
  videoCount: 0,
  coverItem: after,
  items: [before, after],
  offset: 0,
  pairs: [{ before, after }],
  updatedAt: '2026-03-02T10:00:00.000Z',
}
