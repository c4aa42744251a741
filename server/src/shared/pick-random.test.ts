import { describe, expect, it } from 'vitest'
import { pickRandom } from './pick-random.js'

const items = Array.from({ length: 20 }, (_, i) => i)

describe('pickRandom', () => {
  it('returns the requested number of distinct items from the list', () => {
    const picked = pickRandom(items, 8)
    expect(picked).toHaveLength(8)
    expect(new Set(picked).size).toBe(8)
    for (const item of picked) expect(items).toContain(item)
  })

  it('returns all items (shuffled) when there are fewer than requested', () => {
    expect(pickRandom([1, 2, 3], 8).sort()).toEqual([1, 2, 3])
    expect(pickRandom([], 8)).toEqual([])
  })

  it('is driven by the random source', () => {
    expect(pickRandom(items, 3, () => 0)).toEqual([0, 1, 2])
    expect(pickRandom(items, 2, () => 0.999)).toEqual([19, 0])
  })

  it('does not change the input', () => {
    const input = [1, 2, 3, 4]
    pickRandom(input, 2)
    expect(input).toEqual([1, 2, 3, 4])
  })

  it('can reach every item', () => {
    const seen = new Set<number>()
    for (let i = 0; i < 500; i++) for (const item of pickRandom(items, 8)) seen.add(item)
    expect(seen.size).toBe(items.length)
  })
})
