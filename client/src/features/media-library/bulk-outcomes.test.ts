import { describe, expect, it } from 'vitest'
import { failuresOf, itemCount, outcomeSummary } from './bulk-outcomes'

describe('bulk outcomes', () => {
  const ids = ['a', 'b', 'c']

  it('counts items in words', () => {
    expect([0, 1, 2].map(itemCount)).toEqual(['0 items', '1 item', '2 items'])
  })

  it('says what was done when every item was', () => {
    const outcomes = ids.map((id) => ({ id, ok: true as const }))
    expect(outcomeSummary({ action: 'delete', ids }, outcomes)).toEqual({
      title: '3 items deleted',
      failed: false,
    })
    expect(outcomeSummary({ action: 'set-category', ids, category: 'Building' }, outcomes)).toEqual(
      { title: '3 items moved to Building', failed: false },
    )
    expect(
      outcomeSummary(
        { action: 'add-to-project', ids, projectId: 'p' },
        outcomes.slice(0, 1),
        'Roof',
      ),
    ).toEqual({ title: '1 item added to “Roof”', failed: false })
  })

  it('says how many were not done, and keeps why for each', () => {
    const outcomes = [
      { id: 'a', ok: true as const },
      { id: 'b', ok: false as const, message: 'There is no such media item.' },
      { id: 'c', ok: false as const, message: 'must be a photo' },
    ]
    expect(outcomeSummary({ action: 'delete', ids }, outcomes)).toEqual({
      title: '2 of 3 items not deleted; each says why',
      failed: true,
    })
    expect([...failuresOf(outcomes)]).toEqual([
      ['b', 'There is no such media item.'],
      ['c', 'must be a photo'],
    ])
  })
})
