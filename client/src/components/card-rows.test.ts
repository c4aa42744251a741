import { describe, expect, it } from 'vitest'
import { cardWidthClass } from './card-rows'

const perRow = (count: number, widest: 2 | 3 | 4 | 5) =>
  /lg:w-\[calc\(\(100%_-_[\d.]+rem\)\/(\d)\)\]/.exec(cardWidthClass(count, widest))?.[1]

describe('card rows', () => {
  it('keep the widest row while the cards fit in one (the row is centred)', () => {
    expect(perRow(1, 3)).toBe('3')
    expect(perRow(4, 4)).toBe('4')
    expect(perRow(5, 5)).toBe('5')
  })

  it('spread more cards evenly over the rows they need', () => {
    expect(perRow(4, 3)).toBe('2')
    expect(perRow(5, 4)).toBe('3')
    expect(perRow(7, 4)).toBe('4')
    expect(perRow(7, 3)).toBe('3')
    expect(perRow(12, 3)).toBe('3')
    expect(perRow(8, 5)).toBe('4')
  })
})
