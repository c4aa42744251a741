import type { PortfolioSummary } from '@site/contract/portfolio'
import { describe, expect, it } from 'vitest'
import {
  filterChoices,
  filterPortfolio,
  knownPortfolioFilter,
  parsePortfolioSearch,
  portfolioFilterKey,
} from './portfolio-search'

const summary = (slug: string, category: string, area: string): PortfolioSummary => ({
  slug,
  title: slug,
  summary: '',
  area,
  completedOn: '2026-01',
  category,
  scope: [],
  cover: null,
  itemCount: 1,
  videoCount: 0,
})

const projects = [
  summary('a', 'Solar', 'Randburg'),
  summary('b', 'Building', 'randburg'),
  summary('c', 'Solar', 'Centurion'),
  summary('d', 'Solar', ''),
]

describe('the projects filter', () => {
  it('keeps what matches both filters, whatever the case', () => {
    expect(filterPortfolio(projects, { category: 'solar' }).map((p) => p.slug)).toEqual([
      'a',
      'c',
      'd',
    ])
    expect(
      filterPortfolio(projects, { category: 'Solar', area: 'RANDBURG' }).map((p) => p.slug),
    ).toEqual(['a'])
    expect(filterPortfolio(projects, {})).toHaveLength(4)
  })

  it('offers each value once, sorted, without empty ones', () => {
    expect(filterChoices(projects, 'area')).toEqual(['Centurion', 'Randburg'])
    expect(filterChoices(projects, 'category')).toEqual(['Building', 'Solar'])
  })

  it('drops empty, overlong and non-text filters', () => {
    expect(parsePortfolioSearch({ category: ' Solar ', area: '' })).toEqual({ category: 'Solar' })
    expect(parsePortfolioSearch({ category: 'x'.repeat(101), area: 3 })).toEqual({})
  })

  it('keys every spelling of a filter alike', () => {
    expect(portfolioFilterKey({ category: 'Kitchen Renovation', area: 'PoisonCase' })).toEqual({
      category: 'kitchen renovation',
      area: 'poisoncase',
    })
    expect(portfolioFilterKey({})).toEqual({})
  })

  it("shows a filter in the projects' own spelling, and knows no category or area there is not", () => {
    expect(
      knownPortfolioFilter(projects, { category: 'KITCHEN renovation', area: 'RANDBURG' }),
    ).toEqual({
      category: 'Kitchen Renovation',
      area: 'Randburg',
    })
    expect(knownPortfolioFilter(projects, {})).toEqual({})
    expect(knownPortfolioFilter(projects, { area: 'PoisonCase' })).toBeUndefined()
    expect(knownPortfolioFilter(projects, { category: 'Pay deposits to FNB' })).toBeUndefined()
    expect(knownPortfolioFilter([], { area: 'Randburg' })).toBeUndefined()
  })
})
