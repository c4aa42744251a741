import { describe, expect, it } from 'vitest'
import { findImageCategory, imageCategories } from './categories.js'

describe('image categories', () => {
  it('are the eight defaults without Videos, plus General', () => {
    expect(imageCategories).toEqual([
      'Bathroom Renovation',
      'Building',
      'Home Renovation',
      'Solar & Electrical',
      'Kitchen Renovation',
      'New Construction',
      'Maintenance',
      'General',
    ])
  })

  it('are found in any case, surrounding spaces ignored', () => {
    expect(findImageCategory(' solar & electrical ')).toBe('Solar & Electrical')
    expect(findImageCategory('GENERAL')).toBe('General')
    expect(findImageCategory('Videos')).toBeUndefined()
    expect(findImageCategory('Garage')).toBeUndefined()
  })
})
