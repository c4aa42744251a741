import { createRequire } from 'node:module'
import subsetFont from 'subset-font'

// The site's one font (DESIGN.md): Inter, self-hosted from @fontsource-variable/inter, cut down
// at build time to what the site draws (decision 041). The package's Latin file covers weights
// 100 to 900 and every OpenType feature Inter has (stylistic sets, character variants, case
// forms…) in 48 KB, which a first visit downloads at the highest priority, beside the page's
// largest image. The site uses weights 400 (text) to 800 (font-extrabold), and of the features
// only kerning, ligatures, marks and tabular figures (`tabular-nums`): 27 KB.

/** The wght axis the site uses: regular text to Tailwind's `font-extrabold`. */
export const weightRange = { min: 400, max: 800 } as const

/**
 * OpenType features kept: the shaping every text needs (contextual alternates, composition,
 * localised forms, kerning, ligatures, mark positioning, required variations) and `tnum`, which
 * `tabular-nums` asks for. Stylistic sets and character variants are left out.
 */
export const keptFeatures = [
  'calt',
  'ccmp',
  'kern',
  'liga',
  'locl',
  'mark',
  'mkmk',
  'rvrn',
  'tnum',
] as const

export interface FontFace {
  /** The file in @fontsource-variable/inter/files. */
  source: string
  /** The written file's name (under client/generated/fonts). */
  output: string
  /** The characters it draws, as in the package's own stylesheet; the browser fetches the file
   * only for a page with one of them. */
  unicodeRange: string
}

/** Latin (English, Afrikaans) and Latin Extended (names with rarer accents). */
export const faces: readonly FontFace[] = [
  {
    source: 'inter-latin-wght-normal.woff2',
    output: 'inter-latin-400-800.woff2',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    source: 'inter-latin-ext-wght-normal.woff2',
    output: 'inter-latin-ext-400-800.woff2',
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
]

/** Every code point a CSS `unicode-range` names ("U+0041", "U+0000-00FF", comma-separated). */
export function codePointsOf(unicodeRange: string): number[] {
  const points: number[] = []
  for (const part of unicodeRange.split(',')) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part)
    if (!match?.[1]) throw new Error(`not a unicode-range part: "${part.trim()}"`)
    const from = Number.parseInt(match[1], 16)
    const to = match[2] ? Number.parseInt(match[2], 16) : from
    if (to < from || to > 0x10ffff) throw new Error(`not a unicode-range part: "${part.trim()}"`)
    for (let point = from; point <= to; point++) points.push(point)
  }
  return points
}

const require = createRequire(import.meta.url)

/** The package's file for a face. */
export function sourcePathOf(face: FontFace): string {
  return require.resolve(`@fontsource-variable/inter/files/${face.source}`)
}

/** The face cut down to its characters, the site's weights and features, as WOFF2. */
export async function subsetFace(face: FontFace, source: Buffer): Promise<Buffer> {
  // Code points the font has no glyph for are simply not in the result.
  const text = String.fromCodePoint(...codePointsOf(face.unicodeRange))
  return subsetFont(source, text, {
    targetFormat: 'woff2',
    keepFeatures: [...keptFeatures],
    variationAxes: { wght: weightRange },
  })
}

/**
 * The font the API draws the share image with (server/src/pages/share-image.ts), written into
 * dist-ssr/ beside the server bundle: the api image copies that folder and has no fonts of its
 * own. TrueType, as fontconfig reads it; Latin with the site's weights (its named instances
 * Regular to ExtraBold are what the image asks for).
 */
export const shareImageFont = { face: faces[0] as FontFace, output: 'share-image-font.ttf' }

/** The share image's font, as TrueType. */
export async function subsetShareImageFont(source: Buffer): Promise<Buffer> {
  return subsetFont(
    source,
    String.fromCodePoint(...codePointsOf(shareImageFont.face.unicodeRange)),
    {
      targetFormat: 'truetype',
      keepFeatures: [...keptFeatures],
      variationAxes: { wght: weightRange },
    },
  )
}

/** The `@font-face` rules for the written files, `url`s relative to the stylesheet. */
export function fontFaceCss(urlOf: (face: FontFace) => string): string {
  const why = `/*
 * Made by client/scripts/fonts.ts (decision 041); do not edit. \`optional\` (decision 035): when
 * the file is not there within about 100 ms, as on a first visit over a slow line, the page keeps
 * the phone's own font rather than moving its text when the file arrives; the file is cached for
 * the next page.
 */
`
  return `${why}${faces
    .map(
      (face) => `@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: optional;
  font-weight: ${weightRange.min} ${weightRange.max};
  src: url('${urlOf(face)}') format('woff2-variations');
  unicode-range: ${face.unicodeRange};
}
`,
    )
    .join('\n')}`
}
