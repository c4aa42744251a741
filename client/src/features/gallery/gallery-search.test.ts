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

describe('parseGallerySearch with ?item=', () => {
  const id = '0b7c6a52-4d0e-4b52-9a57-0d2f5e1b9c11'

  it('keeps an item id inside a category', () => {
    expect(parseGallerySearch({ category: 'Building', item: id })).toEqual({
      category: 'Building',
      item: id,
    })
  })

  it('drops an item without a category', () => {
    expect(parseGallerySearch({ item: id })).toEqual({})
  })

  it.each([
    ['empty', ''],
    ['markup', '<script>alert(1)</script>'],
    ['a path', '../../etc/passwd'],
    ['too long', 'a'.repeat(65)],
    ['a number', 42],
    ['a list', [id, id]],
  ])('drops a malformed item (%s) and keeps the category', (_name, item) => {
    expect(parseGallerySearch({ category: 'Building', item })).toEqual({ category: 'Building' })
  })
})
