import {
  type ColourScheme,
  colourSchemeAttribute,
  defaultColourScheme,
  headerColours,
} from './header-colours.js'

/**
 * The site's colour schemes (Website settings › Company › Colours): the owner picks one, and the
 * stylesheet made from these (`colourSchemeStylesheet`) sets its colours as the theme's variables
 * (`--color-brand-950`…), so every Tailwind class the site uses follows. A scheme, not free
 * colours: each is checked for legible contrast in every pair the pages draw
 * (colour-schemes.test.ts), which a colour typed in could not promise.
 */

/** The theme's colours the pages use (client/src/styles.css `@theme`). */
export const colourTokens = [
  'brand-50',
  'brand-100',
  'brand-200',
  'brand-300',
  'brand-700',
  'brand-800',
  'brand-900',
  'brand-950',
  'accent-300',
  'accent-400',
  'accent-500',
] as const

export type ColourToken = (typeof colourTokens)[number]
export type Palette = Record<ColourToken, string>

// Brand: the dark header and bands, headings, links. Accent: the call to action and highlights.
const navy = {
  'brand-50': '#eef3fb',
  'brand-100': '#d8e2f2',
  'brand-200': '#b9c8e2',
  'brand-300': '#8ea6cd',
  'brand-700': '#24427a',
  'brand-800': '#19315e',
  'brand-900': '#112347',
}
const charcoal = {
  'brand-50': '#f8fafc',
  'brand-100': '#f1f5f9',
  'brand-200': '#e2e8f0',
  'brand-300': '#cbd5e1',
  'brand-700': '#334155',
  'brand-800': '#1e293b',
  'brand-900': '#0f172a',
}
const black = {
  'brand-50': '#fafaf9',
  'brand-100': '#f5f5f4',
  'brand-200': '#e7e5e4',
  'brand-300': '#d6d3d1',
  'brand-700': '#44403c',
  'brand-800': '#292524',
  'brand-900': '#1c1917',
}
const green = {
  'brand-50': '#f0fdf4',
  'brand-100': '#dcfce7',
  'brand-200': '#bbf7d0',
  'brand-300': '#86efac',
  'brand-700': '#15803d',
  'brand-800': '#166534',
  'brand-900': '#14532d',
}
const maroon = {
  'brand-50': '#fef2f2',
  'brand-100': '#fee2e2',
  'brand-200': '#fecaca',
  'brand-300': '#fca5a5',
  'brand-700': '#b91c1c',
  'brand-800': '#991b1b',
  'brand-900': '#7f1d1d',
}
const teal = {
  'brand-50': '#f0fdfa',
  'brand-100': '#ccfbf1',
  'brand-200': '#99f6e4',
  'brand-300': '#5eead4',
  'brand-700': '#0f766e',
  'brand-800': '#115e59',
  'brand-900': '#134e4a',
}
const royal = {
  'brand-50': '#eff6ff',
  'brand-100': '#dbeafe',
  'brand-200': '#bfdbfe',
  'brand-300': '#93c5fd',
  'brand-700': '#1d4ed8',
  'brand-800': '#1e40af',
  'brand-900': '#1e3a8a',
}
type Shades = Omit<Record<`brand-${string}`, string>, 'brand-950'>

/** A scheme's palette: its brand shades, its darkest (header-colours.ts), its accent. */
function scheme(id: ColourScheme, brand: Shades, accent: Record<`accent-${string}`, string>) {
  return { ...brand, 'brand-950': headerColours[id], ...accent } as Palette
}

const amber = { 'accent-300': '#fcd34d', 'accent-400': '#fbbf24', 'accent-500': '#f59e0b' }
const orange = { 'accent-300': '#fdba74', 'accent-400': '#fb923c', 'accent-500': '#f97316' }
const yellow = { 'accent-300': '#fde047', 'accent-400': '#facc15', 'accent-500': '#eab308' }

export const colourSchemes = {
  'navy-amber': { label: 'Navy and amber', palette: scheme('navy-amber', navy, amber) },
  'charcoal-orange': {
    label: 'Charcoal and orange',
    palette: scheme('charcoal-orange', charcoal, orange),
  },
  'black-yellow': { label: 'Black and yellow', palette: scheme('black-yellow', black, yellow) },
  'green-yellow': { label: 'Green and yellow', palette: scheme('green-yellow', green, yellow) },
  'maroon-amber': { label: 'Maroon and amber', palette: scheme('maroon-amber', maroon, amber) },
  'teal-amber': { label: 'Teal and amber', palette: scheme('teal-amber', teal, amber) },
  'blue-yellow': { label: 'Blue and yellow', palette: scheme('blue-yellow', royal, yellow) },
} as const satisfies Record<ColourScheme, { label: string; palette: Palette }>

export const colourSchemeIds = Object.keys(headerColours) as [ColourScheme, ...ColourScheme[]]

/** The scheme's colours; an unset scheme is the default one. */
export function paletteOf(scheme: ColourScheme | undefined): Palette {
  return colourSchemes[scheme ?? defaultColourScheme].palette
}

/**
 * The stylesheet of the schemes (client/scripts/colours.ts writes it for src/styles.css): the
 * default scheme as the theme's colours, and each other one as a rule that sets them again on
 * `<html data-colours="…">`. Outside any layer, so it wins over Tailwind's theme layer.
 */
export function colourSchemeStylesheet(): string {
  const declarations = (scheme: ColourScheme) =>
    colourTokens.map((token) => `  --color-${token}: ${paletteOf(scheme)[token]};`).join('\n')
  const rules = colourSchemeIds
    .filter((scheme) => scheme !== defaultColourScheme)
    .map((scheme) => `:root[${colourSchemeAttribute}='${scheme}'] {\n${declarations(scheme)}\n}`)
  return [
    '/* Made by client/scripts/colours.ts from contract/src/colour-schemes.ts; do not edit. */',
    `@theme {\n${declarations(defaultColourScheme)}\n}`,
    ...rules,
    '',
  ].join('\n\n')
}
