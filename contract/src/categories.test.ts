import { describe, expect, it } from 'vitest'
import * as categories from './categories.js'

// The one place the specification's list is written out again: everything else imports it.
describe('gallery categories', () => {
  it("are the specification's eight defaults, in its order, then General", () => {
    expect(categories.defaultCategories.join(', ')).toBe(
      'Bathroom Renovation, Building, Home Renovation, Solar & Electrical, Kitchen Renovation, New Construction, Maintenance, Videos',
    )
    expect(categories.allCategories).toEqual([...categories.defaultCategories, 'General'])
  })

  it('for images are the defaults without Videos, plus General', () => {
    expect(categories.imageCategories).toEqual([
      ...categories.defaultCategories.filter((category) => category !== 'Videos'),
      'General',
    ])
  })

  it('are found in any case, surrounding spaces ignored', () => {
    expect(categories.findImageCategory(' solar & electrical ')).toBe('Solar & Electrical')
    expect(categories.findImageCategory('GENERAL')).toBe('General')
    expect(categories.findImageCategory('Videos')).toBeUndefined()
    expect(categories.findImageCategory('Garage')).toBeUndefined()
  })

  it('of every kind are found in any case, in their own spelling; other names are none', () => {
    expect(categories.findCategory(' kitchen RENOVATION ')).toBe('Kitchen Renovation')
    expect(categories.findCategory('videos')).toBe('Videos')
    expect(categories.findCategory('General')).toBe('General')
    expect(categories.findCategory('Site closed - pay deposits to FNB 62000000000')).toBeUndefined()
    expect(categories.findCategory('')).toBeUndefined()
  })

  it('are told apart from other names exactly', () => {
    expect(categories.isCategory('General')).toBe(true)
    expect(categories.isCategory('Videos')).toBe(true)
    expect(categories.isCategory('general')).toBe(false)
  })
})
