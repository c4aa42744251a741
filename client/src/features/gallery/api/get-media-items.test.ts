import { describe, expect, it } from 'vitest'
import {
  categoryPageSize,
  categoryQueryOptions,
  isServedWithPage,
  newestQueryOptions,
  sampleQueryOptions,
  servedCategoryPages,
} from './get-media-items'

describe('what a gallery page rendered by the API carries', () => {
  it("is a category's pages, not the home page's sample or the newest items", () => {
    expect(isServedWithPage(categoryQueryOptions('Building').queryKey)).toBe(true)
    expect(isServedWithPage(sampleQueryOptions(8).queryKey)).toBe(false)
    expect(isServedWithPage(newestQueryOptions(3).queryKey)).toBe(false)
    expect(isServedWithPage(['portfolio', { paged: true }])).toBe(false)
    expect(isServedWithPage(['projects'])).toBe(false)
  })

  it('is the first page of the items, as the browser would have asked for it', () => {
    const items = Array.from({ length: categoryPageSize + 5 }, (_, index) => ({ id: `${index}` }))
    const served = servedCategoryPages(items as never)
    expect(served.pageParams).toEqual([0])
    expect(served.pages).toHaveLength(1)
    expect(served.pages[0]?.map((item) => item.id)).toEqual(
      items.slice(0, categoryPageSize).map((item) => item.id),
    )
    // A full first page means there may be more: the grid offers the next one.
    const next = categoryQueryOptions('Building').getNextPageParam
    expect(next?.(served.pages[0] ?? [], served.pages, 0, served.pageParams)).toBe(categoryPageSize)
  })
})
