import { describe, expect, it } from 'vitest'
import { adminProjectFrom } from './get-admin-projects'

describe('adminProjectFrom', () => {
  it('reads the server’s item, null URLs as absent', () => {
    expect(
      adminProjectFrom({
        id: 'a',
        title: 'Roof',
        description: '',
        category: 'Building',
        fileType: 'video',
        image: '/media/derived/a/video.mp4',
        thumbnail: null,
        srcset: [],
        poster: '/media/derived/a/poster.webp',
        original: '/media/originals/a.mov',
        status: 'failed',
        failureReason: 'The video could not be converted.',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    ).toEqual({
      id: 'a',
      title: 'Roof',
      description: '',
      category: 'Building',
      fileType: 'video',
      image: '/media/derived/a/video.mp4',
      thumbnail: undefined,
      poster: '/media/derived/a/poster.webp',
      status: 'failed',
      failureReason: 'The video could not be converted.',
      createdAt: '2026-01-01T00:00:00.000Z',
    })
  })

  it('treats an unknown status as still processing', () => {
    expect(adminProjectFrom({ id: 'b', status: 'queued' }).status).toBe('processing')
    expect(adminProjectFrom(null).failureReason).toBeNull()
  })
})
