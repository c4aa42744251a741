import { describe, expect, it } from 'vitest'
import { problemsWithPage } from './page-checks'

const goodPage =
  '<!DOCTYPE html><html lang="en-ZA"><head><title>Our Services | Example</title>' +
  '<meta name="description" content="What we do"/></head><body><h1 class="x">Our Services</h1></body></html>'

describe('problemsWithPage', () => {
  it('accepts a complete page', () => {
    expect(problemsWithPage('/services', { status: 200, html: goodPage }, 200)).toEqual([])
  })

  it('names the page that fell back to client rendering', () => {
    const html = goodPage.replace('<h1', '<!--$!--><template></template><!--/$--><h1')
    expect(problemsWithPage('/gallery', { status: 200, html }, 200)).toEqual([
      expect.stringMatching(/^\/gallery: part of the page fell back to client rendering/),
    ])
  })

  it('names a missing h1, title, description, language and an unexpected status', () => {
    const problems = problemsWithPage(
      '/about',
      { status: 500, html: '<html><body></body></html>' },
      200,
    )
    expect(problems).toEqual([
      '/about: answered 500, expected 200',
      '/about: has no <h1>',
      '/about: has no <title>',
      '/about: has no meta description',
      '/about: has no lang attribute',
    ])
  })
})
