import { allCategories } from '@site/contract/categories'
import { describe, expect, it } from 'vitest'
import { categoryIcon, categoryIcons } from './category-icons'

describe('category icons', () => {
  it('has an icon for each of the nine categories', () => {
    expect(Object.keys(categoryIcons).sort()).toEqual([...allCategories].sort())
    expect(allCategories).toHaveLength(9)
  })

  it('gives every category a distinct icon', () => {
    expect(new Set(Object.values(categoryIcons)).size).toBe(allCategories.length)
  })

  it('falls back to the General icon for an unknown category', () => {
    expect(categoryIcon('Swimming Pools')).toBe(categoryIcons.General)
    expect(categoryIcon('Videos')).toBe(categoryIcons.Videos)
  })
})
