import { describe, expect, it } from 'vitest'
import { queryTextProblem } from './query-text.js'

describe('queryTextProblem', () => {
  it('passes ordinary queries, escaped or not', () => {
    for (const url of [
      '/gallery',
      '/gallery?category=Kitchen%20Renovation',
      '/projects?area=Randburg+North&service=electrical',
      '/api/projects?category=Caf%C3%A9',
      '/media/a%00b.jpg',
    ]) {
      expect(queryTextProblem(url)).toBeUndefined()
    }
  })

  it('refuses U+0000, broken escapes and escapes that are not UTF-8', () => {
    expect(queryTextProblem('/gallery?category=a%00b')).toMatch(/U\+0000/)
    expect(queryTextProblem('/projects?area=%')).toMatch(/not followed by UTF-8/)
    expect(queryTextProblem('/projects?area=%zz')).toMatch(/not followed by UTF-8/)
    expect(queryTextProblem('/api/projects?category=%E0%A4%A')).toMatch(/not followed by UTF-8/)
    expect(queryTextProblem('/api/projects?category=%FF')).toMatch(/not followed by UTF-8/)
    expect(queryTextProblem('/api/projects?category=%ED%A0%80')).toMatch(/not followed by UTF-8/)
  })
})
