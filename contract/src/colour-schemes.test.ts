import { describe, expect, it } from 'vitest'
import {
  type ColourToken,
  colourSchemeIds,
  colourSchemeStylesheet,
  colourSchemes,
  paletteOf,
} from './colour-schemes.js'
import { type ColourScheme, defaultColourScheme } from './header-colours.js'

/** WCAG 2's relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

type Colour = ColourToken | 'white'

// Every text-on-background pair the pages draw with the theme's colours (grep the classes:
// text-brand-950 on white and on the accent, text-accent-400 and text-brand-200 on the dark
// bands, white on every dark shade a button or band uses…). Text needs 4.5:1 (WCAG 1.4.3).
const textPairs: [text: Colour, background: Colour][] = [
  ['brand-950', 'white'],
  ['brand-900', 'white'],
  ['brand-800', 'white'],
  ['brand-700', 'white'],
  ['brand-950', 'brand-50'],
  ['brand-800', 'brand-50'],
  ['brand-700', 'brand-50'],
  ['brand-950', 'brand-100'],
  ['brand-950', 'accent-400'],
  ['brand-950', 'accent-300'],
  ['white', 'brand-950'],
  ['white', 'brand-900'],
  ['white', 'brand-800'],
  ['white', 'brand-700'],
  ['accent-400', 'brand-950'],
  ['accent-400', 'brand-900'],
  ['accent-300', 'brand-950'],
  ['brand-200', 'brand-950'],
  ['brand-200', 'brand-900'],
  ['brand-100', 'brand-900'],
]
// The focus ring: brand-700 on light ground, the accent on the dark bands (WCAG 1.4.11, 3:1).
const ringPairs: [ring: Colour, background: Colour][] = [
  ['brand-700', 'white'],
  ['accent-400', 'brand-950'],
  ['accent-400', 'brand-900'],
]

describe('the colour schemes', () => {
  describe.each(colourSchemeIds)('%s', (scheme) => {
    const palette = paletteOf(scheme)
    const colour = (name: Colour) => (name === 'white' ? '#ffffff' : palette[name])

    it.each(textPairs)('keeps %s text on %s legible (4.5:1)', (text, background) => {
      expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5)
    })

    it.each(ringPairs)('keeps the %s focus ring on %s visible (3:1)', (ring, background) => {
      expect(contrast(colour(ring), colour(background))).toBeGreaterThanOrEqual(3)
    })
  })

  it('make one stylesheet: the default as the theme, each other scheme on its attribute', () => {
    const css = colourSchemeStylesheet()
    const blocks = [...css.matchAll(/^(@theme|:root\[data-colours='([a-z-]+)'\]) \{\n([^}]+)\}/gm)]
    const parsed = (body: string) =>
      Object.fromEntries(
        [...body.matchAll(/--color-([a-z]+-\d+): (#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]]),
      )
    expect(blocks.map((block) => block[2] ?? defaultColourScheme)).toEqual(colourSchemeIds)
    for (const [, , scheme, body] of blocks) {
      expect(parsed(body ?? '')).toEqual(
        colourSchemes[(scheme ?? defaultColourScheme) as ColourScheme].palette,
      )
    }
  })
})
