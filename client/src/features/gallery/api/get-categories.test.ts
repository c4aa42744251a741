import { defaultCategories } from '@site/contract/categories'
import { describe, expect, it } from 'vitest'
import { categoriesQueryOptions } from './get-categories'

describe('categoriesQueryOptions', () => {
  const select = categoriesQueryOptions().select

  it("shows the API's categories as they come", () => {
    const summaries = [
      {
        name: 'Building',
        count: 2,
        cover: { url: '/media/a.jpg', srcset: [], width: 4, height: 3 },
      },
      { name: 'General', count: 0, cover: null },
    ]
    expect(select?.(summaries)).toEqual(summaries)
  })

  it('falls back to the eight default categories, counts unknown, when the list is empty (a failed fetch)', () => {
    expect(select?.([])).toEqual(
      defaultCategories.map((name) => ({ name, count: null, cover: null })),
    )
  })
})
