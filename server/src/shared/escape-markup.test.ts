import { describe, expect, it } from 'vitest'
import { escapeMarkup } from './escape-markup.js'

describe('escapeMarkup', () => {
  it('escapes the five characters that matter in markup text and attributes', () => {
    expect(escapeMarkup(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
})
