import { describe, expect, it } from 'vitest'
import { pairProblem } from './portfolio-pair-rules'

const items = [
  { id: 'a', fileType: 'image' as const },
  { id: 'b', fileType: 'image' as const },
  { id: 'v', fileType: 'video' as const },
]

describe('pairProblem', () => {
  it('takes two different photos of the project', () => {
    expect(pairProblem({ beforeId: 'a', afterId: 'b' }, items, [])).toBeNull()
  })

  it('refuses a video on either side', () => {
    const error = 'A before/after pair takes two photos, not videos.'
    expect(pairProblem({ beforeId: 'v', afterId: 'b' }, items, [])).toBe(error)
    expect(pairProblem({ beforeId: 'a', afterId: 'v' }, items, [])).toBe(error)
  })

  it('refuses the same photo twice, a missing side, an item not in the project and a repeat', () => {
    expect(pairProblem({ beforeId: 'a', afterId: 'a' }, items, [])).toBe(
      'Choose two different photos: before and after.',
    )
    expect(pairProblem({ beforeId: '', afterId: 'a' }, items, [])).toBe(
      'Choose a before photo and an after photo.',
    )
    expect(pairProblem({ beforeId: 'a', afterId: 'gone' }, items, [])).toBe(
      'Both photos must be among the project’s items.',
    )
    expect(
      pairProblem({ beforeId: 'a', afterId: 'b' }, items, [{ beforeId: 'a', afterId: 'b' }]),
    ).toBe('These two photos are already a pair.')
  })
})
