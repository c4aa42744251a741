import { readdir, readFile } from 'node:fs/promises'
import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'
import {
  codePointsOf,
  faces,
  fontFaceCss,
  keptFeatures,
  sourcePathOf,
  subsetFace,
  weightRange,
} from '../../client/scripts/site-font.js'

// Subsetting a face takes seconds of CPU: more than the default 5 s when the machine is busy.
const SUBSET_TIMEOUT_MS = 30_000

function open(file: Buffer): fontkit.Font {
  const font = fontkit.create(file)
  if (!('characterSet' in font)) throw new Error('a collection, not one font')
  return font
}

describe('unicode-range parsing', () => {
  it('reads single code points and ranges', () => {
    expect(codePointsOf('U+0041')).toEqual([0x41])
    expect(codePointsOf('U+0041-0043, u+20ac')).toEqual([0x41, 0x42, 0x43, 0x20ac])
    // The Latin face: U+0000-00FF, 13 single points and three short ranges, U+2000-206F.
    expect(codePointsOf(faces[0]?.unicodeRange ?? '')).toHaveLength(256 + 13 + 2 + 2 + 2 + 112)
  })

  it('refuses what is not a range', () => {
    for (const bad of ['', 'U+', 'A-Z', 'U+0043-0041', 'U+110000', 'U+00FF-110000', 'U+00??']) {
      expect(() => codePointsOf(bad), bad).toThrow('not a unicode-range part')
    }
  })
})

describe.each(faces)('the site font file $output', (face) => {
  it(
    'draws every character of its range the package file draws, at 400 to 800, with the features the site uses, in less',
    async () => {
      const source = await readFile(sourcePathOf(face))
      const subset = await subsetFace(face, source)
      const before = open(source)
      const after = open(subset)

      expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2')
      expect(subset.length).toBeLessThan(source.length * 0.7)

      const range = new Set(codePointsOf(face.unicodeRange))
      const drawn = new Set(after.characterSet)
      const lost = before.characterSet.filter((point) => range.has(point) && !drawn.has(point))
      expect(lost.map((point) => point.toString(16))).toEqual([])

      expect(after.variationAxes.wght).toMatchObject({ min: weightRange.min, max: weightRange.max })
      // Kerning and marks stay; features the site does not use (fractions…) are gone.
      expect(after.availableFeatures).toEqual(expect.arrayContaining(['kern', 'mark']))
      const kept: readonly string[] = keptFeatures
      expect(after.availableFeatures.filter((tag) => !kept.includes(tag))).toEqual([])
      expect(before.availableFeatures.filter((tag) => !kept.includes(tag))).not.toEqual([])
    },
    SUBSET_TIMEOUT_MS,
  )
})

describe('the Latin file', () => {
  it(
    'keeps the tabular figures `tabular-nums` asks for',
    async () => {
      const latin = faces.find((face) => face.source.startsWith('inter-latin-wght'))
      if (!latin) throw new Error('no Latin face')
      const subset = open(await subsetFace(latin, await readFile(sourcePathOf(latin))))
      expect(subset.availableFeatures).toContain('tnum')
    },
    SUBSET_TIMEOUT_MS,
  )
})

describe('the @font-face rules', () => {
  it('declare each file with its range, the weights it has and optional display', () => {
    const css = fontFaceCss((face) => `./fonts/${face.output}`)
    for (const face of faces) {
      expect(css).toContain(`src: url('./fonts/${face.output}') format('woff2-variations');`)
      expect(css).toContain(`unicode-range: ${face.unicodeRange};`)
    }
    expect(css.match(/font-display: optional;/g)).toHaveLength(faces.length)
    expect(css.match(/font-weight: 400 800;/g)).toHaveLength(faces.length)
  })
})

describe('the weights the site draws', () => {
  const weights: Record<string, number> = {
    thin: 100,
    extralight: 200,
    light: 300,
    normal: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
    extrabold: 800,
    black: 900,
  }

  it("are all in the font file's range (a heavier class needs a wider range)", async () => {
    const root = new URL('../../client/src/', import.meta.url)
    const used = new Set<number>([400])
    for (const name of await readdir(root, { recursive: true })) {
      if (!/\.tsx?$/.test(name) || name.includes('.test.')) continue
      const source = await readFile(new URL(name, root), 'utf8')
      for (const [, weight] of source.matchAll(/\bfont-(\w+)\b/g)) {
        const value = weight ? weights[weight] : undefined
        if (value !== undefined) used.add(value)
      }
    }
    expect(used.size).toBeGreaterThan(2)
    for (const weight of used) {
      expect(weight).toBeGreaterThanOrEqual(weightRange.min)
      expect(weight).toBeLessThanOrEqual(weightRange.max)
    }
  })
})
