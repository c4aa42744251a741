import { describe, expect, it } from 'vitest'
import { categoryFromFilename } from './filename-category.js'

describe('categoryFromFilename', () => {
  it.each([
    ['Master-Bathroom.jpg', 'Bathroom Renovation'],
    ['shower_tiles.png', 'Bathroom Renovation'],
    ['KITCHEN.webp', 'Kitchen Renovation'],
    ['cabinet-doors.jpg', 'Kitchen Renovation'],
    ['solar-array.jpg', 'Solar & Electrical'],
    ['rewire board.jpg', 'Solar & Electrical'],
    ['site-construction.jpg', 'New Construction'],
    ['maintenance-visit.jpg', 'Maintenance'],
    ['roof repair.jpg', 'Maintenance'],
    ['office-park.jpg', 'Building'],
    ['commercial.jpg', 'Building'],
    ['living room.jpg', 'Home Renovation'],
    ['IMG_0042.jpg', 'General'],
  ])('%s → %s', (filename, category) => {
    expect(categoryFromFilename(filename)).toBe(category)
  })

  it('applies the rules in the specification order: the first match wins', () => {
    // "bathroom" also contains "room" (rule 7): rule 1 comes first.
    expect(categoryFromFilename('bathroom.jpg')).toBe('Bathroom Renovation')
    // "building" contains "build" (rule 4), which comes before rule 6.
    expect(categoryFromFilename('building.jpg')).toBe('New Construction')
    expect(categoryFromFilename('kitchen-solar.jpg')).toBe('Kitchen Renovation')
  })
})
