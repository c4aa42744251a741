import { describe, expect, it } from 'vitest'
import { samplePortfolioProject } from '../sample-project'
import { itemsHeading } from './project-photos'

describe('itemsHeading', () => {
  it('names what the section holds', () => {
    const project = (itemCount: number, videoCount: number) => ({
      ...samplePortfolioProject,
      itemCount,
      videoCount,
    })
    expect(itemsHeading(project(3, 0))).toBe('Photos (3)')
    expect(itemsHeading(project(3, 1))).toBe('Photos and videos (3)')
    expect(itemsHeading(project(2, 2))).toBe('Videos (2)')
  })
})
