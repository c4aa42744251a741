import type { PortfolioSummary } from '@site/contract/portfolio'
import { describe, expect, it } from 'vitest'
import { filterChoices, filterPortfolio, parsePortfolioSearch } from './portfolio-search'

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
})
