import { describe, expect, it } from 'vitest'
import { mediaLibraryQuery, mediaLibrarySearch } from './media-library-search'

describe('mediaLibrarySearch', () => {
  it('keeps every valid value, in its own spelling', () => {
    expect(
      mediaLibrarySearch({
        page: '3',
        category: ' kitchen renovation ',
        type: 'video',
        needsTitle: true,
        since: 'week',
        q: '  tiles ',
      }),
    ).toEqual({
      page: 3,
      category: 'Kitchen Renovation',
      type: 'video',
      needsTitle: true,
      since: 'week',
      q: 'tiles',
    })
    expect(mediaLibrarySearch({ page: 2, category: 'Videos', needsTitle: 'true' })).toEqual({
      page: 2,
      category: 'Videos',
      needsTitle: true,
    })
  })

  it('drops what the API would refuse, and page 1', () => {
    expect(
      mediaLibrarySearch({
        page: '0',
        category: 'Garden',
        type: 'audio',
        needsTitle: 'yes',
        since: 'month',
        q: 'a'.repeat(101),
        sort: 'title',
      }),
    ).toEqual({})
    for (const page of [1, '1', -2, 2.5, 'two', 10_001, null, ['2']]) {
      expect(mediaLibrarySearch({ page })).toEqual({})
    }
    expect(mediaLibrarySearch({ q: '   ' })).toEqual({})
  })

  it('turns a search into the API query, leaving out what is not set', () => {
    expect(mediaLibraryQuery({})).toEqual({
      page: undefined,
      category: undefined,
      type: undefined,
      needsTitle: undefined,
      since: undefined,
      q: undefined,
    })
    expect(mediaLibraryQuery({ page: 2, needsTitle: true, q: 'roof' })).toMatchObject({
      page: '2',
      needsTitle: 'true',
      q: 'roof',
    })
  })
})
