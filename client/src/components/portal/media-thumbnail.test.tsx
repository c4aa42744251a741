import type { AdminMediaItem } from '@site/contract/media-admin'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { adminMediaItemFixture } from '../../test/media-item-fixture'
import { MediaThumbnail } from './media-thumbnail'

const photo = (overrides: Partial<AdminMediaItem>): AdminMediaItem =>
  adminMediaItemFixture({
    title: 'Bathroom tiles',
    category: 'Bathroom Renovation',
    image: '/media/originals/2026/01/a.heic',
    thumbnail: '/media/originals/2026/01/a.heic',
    status: 'processing',
    ...overrides,
  })

describe('MediaThumbnail', () => {
  it('shows a placeholder for a picture the browser cannot show, and the new one once processed', () => {
    const { container, rerender } = render(<MediaThumbnail item={photo({})} />)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(screen.getByTestId('thumbnail-placeholder')).toBeTruthy()

    rerender(
      <MediaThumbnail
        item={photo({ status: 'ready', thumbnail: '/media/derived/id-1/w400.webp' })}
      />,
    )
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/media/derived/id-1/w400.webp',
    )
  })
})
