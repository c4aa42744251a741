import { defaultCategories } from '@site/contract/categories'
import { describe, expect, it } from 'vitest'
import { categoriesQueryOptions } from './get-categories'

describe('categoriesQueryOptions', () => {
  const select = categoriesQueryOptions().select

  it("shows the API's categories as they come", () => {
    expect(select?.(['Building', 'General'])).toEqual(['Building', 'General'])
  })

  it('falls back to the eight default categories when the list is empty (a failed fetch)', () => {
    expect(select?.([])).toEqual([...defaultCategories])
  })
})
