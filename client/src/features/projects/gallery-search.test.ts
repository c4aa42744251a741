import { describe, expect, it } from 'vitest'
import { parseGallerySearch } from './gallery-search'

describe('parseGallerySearch', () => {
  it('keeps a category name', () => {
    expect(parseGallerySearch({ category: 'Kitchen Renovation' })).toEqual({
      category: 'Kitchen Renovation',
    })
  })

  it.each([
    ['missing', {}],
    ['empty', { category: '' }],
    ['blank', { category: '   ' }],
    ['a number', { category: 42 }],
    ['an object', { category: { $gt: '' } }],
    ['too long', { category: 'x'.repeat(101) }],
  ])('shows the category list when the value is %s', (_name, search) => {
    expect(parseGallerySearch(search)).toEqual({})
  })
})
