import { describe, expect, it } from 'vitest'
import {
  allCategories,
  defaultCategories,
  findImageCategory,
  imageCategories,
  isCategory,
} from './categories.js'

// The one place the specification's list is written out again: everything else imports it.
describe('gallery categories', () => {
  it("are the specification's eight defaults, in its order, then General", () => {
    expect(defaultCategories.join(', ')).toBe(
      'Bathroom Renovation, Building, Home Renovation, Solar & Electrical, Kitchen Renovation, New Construction, Maintenance, Videos',
    )
    expect(allCategories).toEqual([...defaultCategories, 'General'])
  })

  it('for images are the defaults without Videos, plus General', () => {
    expect(imageCategories).toEqual([
      ...defaultCategories.filter((category) => category !== 'Videos'),
      'General',
    ])
  })

  it('are found in any case, surrounding spaces ignored', () => {
    expect(findImageCategory(' solar & electrical ')).toBe('Solar & Electrical')
    expect(findImageCategory('GENERAL')).toBe('General')
    expect(findImageCategory('Videos')).toBeUndefined()
    expect(findImageCategory('Garage')).toBeUndefined()
  })

  it('are told apart from other names exactly', () => {
    expect(isCategory('General')).toBe(true)
    expect(isCategory('Videos')).toBe(true)
    expect(isCategory('general')).toBe(false)
  })
})
