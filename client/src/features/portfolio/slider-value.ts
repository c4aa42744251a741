/** How far each key moves the before/after divider, in percent of the width. */
const arrowStep = 5
const pageStep = 20

/** The divider's position after `key`, or undefined when the key does not move it. */
export function sliderValueAfterKey(value: number, key: string): number | undefined {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(value - arrowStep)
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(value + arrowStep)
    case 'PageDown':
      return clampPercent(value - pageStep)
    case 'PageUp':
      return clampPercent(value + pageStep)
    case 'Home':
      return 0
    case 'End':
      return 100
    default:
      return undefined
  }
}

/** The position under a pointer at `clientX` over a box from `left` that is `width` wide. */
export function sliderValueAt(clientX: number, left: number, width: number): number {
  if (width <= 0) return 50
  return clampPercent(Math.round(((clientX - left) / width) * 100))
}

export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value))
}

/** What a screen reader says for a position: how much of each photo shows. */
export function sliderValueText(value: number): string {
  return `${value}% before, ${100 - value}% after`
}
