import { describe, expect, it } from 'vitest'
import { checkDraft, emptyDraft, fieldErrorsFrom, noItemsToPublish } from './portfolio-draft'
import { moveItem } from './portfolio-item-order'

describe('fieldErrorsFrom', () => {
  it("reads the API's `field: message` parts by field, paths by their first name", () => {
    expect(
      fieldErrorsFrom(
        'title: must not be empty; pairs.0.beforeId: must be a photo; slug: is taken',
      ),
    ).toEqual({ title: 'must not be empty', pairs: 'must be a photo', slug: 'is taken' })
  })

  it('keeps a "; " inside one message with its field, and shows publishing errors at the items', () => {
    expect(
      fieldErrorsFrom(
        'slug: the address /projects/kitchen is already used by "Kitchen"; choose another',
      ),
    ).toEqual({
      slug: 'the address /projects/kitchen is already used by "Kitchen"; choose another',
    })
    expect(fieldErrorsFrom('published: a project needs at least one photo or video')).toEqual({
      items: 'a project needs at least one photo or video',
    })
  })

  it('keeps what names no field of the editor for the form, as written', () => {
    expect(fieldErrorsFrom('Publishing needs at least one item')).toEqual({
      form: 'Publishing needs at least one item',
    })
    expect(fieldErrorsFrom('body: must be JSON')).toEqual({ form: 'body: must be JSON' })
  })
})

describe('checkDraft', () => {
  const draft = {
    ...emptyDraft(new Date(2026, 2, 5)),
    title: 'Kitchen',
    category: 'kitchen renovation',
  }

  it('starts at this month and leaves an empty slug to the server', () => {
    const checked = checkDraft(draft, false)
    expect(draft.completedOn).toBe('2026-03')
    expect(checked).toMatchObject({ ok: true, body: { slug: undefined, published: false } })
  })

  it('refuses publishing without items, a bad month and a bad slug, by field', () => {
    const checked = checkDraft({ ...draft, completedOn: '2026-13', slug: 'a..b' }, true)
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.errors.items).toBe(noItemsToPublish)
    expect(checked.errors.completedOn).toBe('must be a month written YYYY-MM, like 2026-03')
    expect(checked.errors.slug).toMatch(/^may hold only the letters a to z/)
  })
})

describe('moveItem', () => {
  it('moves one id and keeps the rest in order, clamped to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a'])
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c'])
  })
})
