/**
 * Each colour scheme's darkest colour (its brand-950): the header, and the bar a phone paints
 * (`theme-color`). Apart from the palettes (colour-schemes.ts), so the script of every public page
 * carries only these seven.
 */
export const headerColours = {
  'navy-amber': '#0a1630',
  'charcoal-orange': '#020617',
  'black-yellow': '#0c0a09',
  'green-yellow': '#052e16',
  'maroon-amber': '#450a0a',
  'teal-amber': '#042f2e',
  'blue-yellow': '#172554',
} as const

export type ColourScheme = keyof typeof headerColours

/** What a site shows until the owner picks another. */
export const defaultColourScheme: ColourScheme = 'navy-amber'

/** The attribute on `<html>` that names a scheme other than the default (the stylesheet's rules). */
export const colourSchemeAttribute = 'data-colours'

export function headerColourOf(scheme: ColourScheme | undefined): string {
  return headerColours[scheme ?? defaultColourScheme]
}
