import { describe, expect, it } from 'vitest'
import { type HeaderState, initialHeaderState, nextHeaderState } from './header-state'

function scrollThrough(positions: number[], start: HeaderState = initialHeaderState()) {
  return positions.reduce(nextHeaderState, start)
}

describe('nextHeaderState', () => {
  it('starts transparent and visible at the top', () => {
    expect(initialHeaderState()).toEqual({ scrolled: false, hidden: false, lastScrollY: 0 })
  })

  it('becomes opaque only after 50 px', () => {
    expect(scrollThrough([50]).scrolled).toBe(false)
    expect(scrollThrough([51]).scrolled).toBe(true)
    expect(scrollThrough([51, 20]).scrolled).toBe(false)
  })

  it('stays visible while scrolling down up to 150 px', () => {
    expect(scrollThrough([40, 100, 150]).hidden).toBe(false)
  })

  it('hides when scrolling down past 150 px', () => {
    expect(scrollThrough([100, 151]).hidden).toBe(true)
    expect(scrollThrough([100, 400, 900]).hidden).toBe(true)
  })

  it('reappears as soon as the visitor scrolls up', () => {
    expect(scrollThrough([100, 400, 900, 880]).hidden).toBe(false)
  })

  it('keeps its visibility when the offset does not change', () => {
    expect(scrollThrough([400, 900, 900]).hidden).toBe(true)
    expect(scrollThrough([900, 400, 400]).hidden).toBe(false)
  })

  it('treats negative (rubber-band) offsets as the top', () => {
    expect(scrollThrough([300, 600, -20])).toEqual({
      scrolled: false,
      hidden: false,
      lastScrollY: 0,
    })
  })

  it('does not hide on load when the page opens scrolled down', () => {
    expect(initialHeaderState(800)).toEqual({ scrolled: true, hidden: false, lastScrollY: 800 })
  })
})
