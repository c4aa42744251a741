import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { newPortfolioProject, portfolioChanges, portfolioSlug, slugFromTitle } from './portfolio.js'

describe('slugFromTitle', () => {
  it('makes dash-joined lower-case words, accents dropped', () => {
    expect(slugFromTitle('Kitchen in Randburg: Café & Pantry!')).toBe(
      'kitchen-in-randburg-cafe-pantry',
    )
  })
  it('cuts a long title at a word, within 80 characters', () => {
    const slug = slugFromTitle('word '.repeat(100))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug.endsWith('-')).toBe(false)
  })
  it('falls back to "project" when no Latin letter or digit is left', () => {
    expect(slugFromTitle('Кухня')).toBe('project')
  })
})

describe('a slug staff type', () => {
  const parse = (slug: string) => z.safeParse(portfolioSlug, slug)
  it('lower-cases and turns spaces into dashes', () => {
    expect(parse('  Solar  Roof Midrand ').data).toBe('solar-roof-midrand')
  })
  it.each([
    ['..', 'dots'],
    ['kitchen/../admin', 'a path'],
    ['kitchen-rаndburg', 'a Cyrillic look-alike'],
    ['a'.repeat(300), '300 characters'],
    ['', 'empty'],
    ['--', 'only dashes'],
  ])('refuses %j (%s)', (slug) => {
    expect(parse(slug).success).toBe(false)
  })
})

describe('newPortfolioProject', () => {
  it('fills the optional fields', () => {
    const parsed = z.parse(newPortfolioProject, {
      title: 'Kitchen',
      completedOn: '2026-03',
      category: 'kitchen renovation',
    })
    expect(parsed).toMatchObject({
      category: 'Kitchen Renovation',
      items: [],
      pairs: [],
      coverId: null,
      published: false,
      summary: '',
    })
  })
  it.each(['2026-13', '2026-3', '26-03', '2026-03-01'])('refuses the month %j', (completedOn) => {
    const result = z.safeParse(newPortfolioProject, {
      title: 'Kitchen',
      completedOn,
      category: 'Building',
    })
    expect(result.success).toBe(false)
  })
  it('refuses an item named twice and unknown fields', () => {
    const id = '0b6f4a0e-8b8c-4c57-9d1e-1f2e3d4c5b6a'
    expect(
      z.safeParse(newPortfolioProject, {
        title: 'K',
        completedOn: '2026-03',
        category: 'Building',
        items: [id, id],
      }).success,
    ).toBe(false)
    expect(
      z.safeParse(newPortfolioProject, {
        title: 'K',
        completedOn: '2026-03',
        category: 'Building',
        colour: 'red',
      }).success,
    ).toBe(false)
  })
  it('asks for at least one change', () => {
    expect(z.safeParse(portfolioChanges, {}).success).toBe(false)
  })
})
