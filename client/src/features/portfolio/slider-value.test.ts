import { describe, expect, it } from 'vitest'
import { sliderValueAfterKey, sliderValueAt, sliderValueText } from './slider-value'

describe('the before/after slider value', () => {
  it('moves by arrows and pages, jumps with Home and End, and stays within 0 to 100', () => {
    expect(sliderValueAfterKey(50, 'ArrowLeft')).toBe(45)
    expect(sliderValueAfterKey(50, 'ArrowUp')).toBe(55)
    expect(sliderValueAfterKey(50, 'PageUp')).toBe(70)
    expect(sliderValueAfterKey(10, 'PageDown')).toBe(0)
    expect(sliderValueAfterKey(98, 'ArrowRight')).toBe(100)
    expect(sliderValueAfterKey(50, 'Home')).toBe(0)
    expect(sliderValueAfterKey(50, 'End')).toBe(100)
    expect(sliderValueAfterKey(50, 'Enter')).toBeUndefined()
  })

  it('follows the pointer across the box, clamped at its edges', () => {
    expect(sliderValueAt(150, 100, 200)).toBe(25)
    expect(sliderValueAt(50, 100, 200)).toBe(0)
    expect(sliderValueAt(400, 100, 200)).toBe(100)
    expect(sliderValueAt(150, 100, 0)).toBe(50)
  })

  it('says how much of each photo shows', () => {
    expect(sliderValueText(30)).toBe('30% before, 70% after')
  })
})
