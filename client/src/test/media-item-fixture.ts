import type { AdminMediaItem } from '@site/contract/media-admin'
import { staffMediaTextFieldNames } from '@site/contract/media-item-fields'
import type { MediaItem } from '@site/contract/media-items'
import type { MediaLibraryPage } from '@site/contract/media-library'
import { textsOf } from '@site/contract/text-fields'
import type { UploadedItem } from '@site/contract/uploads'

/**
 * A photo as `GET /api/projects` lists it, with its display copy only and no download URL unless
 * a test gives them.
 */
export function mediaItemFixture(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id: 'id-1',
    title: 'Kitchen in Soweto',
    description: '',
    category: 'Building',
    altText: '',
    fileType: 'image',
    image: '/media/derived/00000000-0000-4000-8000-000000000001/display.jpg',
    thumbnail: null,
    srcset: [],
    poster: null,
    preview: null,
    width: null,
    height: null,
    durationMs: null,
    captions: null,
    download: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** The same item as the portal lists it: ready, unless a test says otherwise. */
export function adminMediaItemFixture(overrides: Partial<AdminMediaItem> = {}): AdminMediaItem {
  return {
    ...mediaItemFixture(),
    status: 'ready',
    failureReason: null,
    original: '/media/originals/2026/01/a.jpg',
    categorySource: 'filename',
    needsTitle: false,
    ...textsOf(staffMediaTextFieldNames, {}),
    ...overrides,
  }
}

/** `GET /api/admin/media?status=processing` as the API responds: `count` items processing. */
export function processingMediaFixture(count: number): MediaLibraryPage {
  const items = Array.from({ length: count }, (_, index) =>
    adminMediaItemFixture({ id: `processing-${index + 1}`, status: 'processing' }),
  )
  return { items, total: count, page: 1, pageSize: 24 }
}

/** One stored file of an upload, as `POST /api/upload` describes it: just received. */
export function uploadedItemFixture(): UploadedItem {
  const { id, title, category, fileType, image } = mediaItemFixture()
  return { file: 'kitchen.jpg', id, title, category, fileType, image, status: 'processing' }
}
