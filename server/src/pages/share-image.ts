import { paletteOf } from '@site/contract/colour-schemes'
import type { SiteSettings } from '@site/contract/site-settings'
import sharp, { type OverlayOptions } from 'sharp'
import { escapeMarkup } from '../shared/escape-markup.js'

/** The share image's size (client/src/lib/page-head.ts `shareImage` says it to the pages). */
export const shareImageSize = { width: 1200, height: 630 } as const

const { width, height } = shareImageSize
const left = 90
const textWidth = width - 2 * left

/** The picture's colours, from the owner's colour scheme: the header's dark, the accent. */
function coloursOf(settings: SiteSettings) {
  const palette = paletteOf(settings.colours)
  return {
    from: palette['brand-950'],
    to: palette['brand-900'],
    accent: palette['accent-400'],
    slogan: palette['accent-300'],
    name: '#ffffff',
    line: '#cbd5e1',
  }
}

/**
 * Shapes only: the API image has no fonts, and librsvg would need one for any `<text>`. The bolt
 * is the site's `zap` icon (lucide), drawn in its 24-unit box.
 */
const background = (colours: ReturnType<typeof coloursOf>) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <rect x="${left}" y="95" width="96" height="96" rx="20" fill="${colours.accent}"/>
  <path transform="translate(111.6 116.6) scale(2.2)" fill="none" stroke="${colours.from}"
    stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"
    d="M4 14a1 1 0 0 1-.78-1.63l9.9-10.2a.5.5 0 0 1 .86.46l-1.92 6.02A1 1 0 0 0 13 10h7a1 1 0 0 1 .78 1.63l-9.9 10.2a.5.5 0 0 1-.86-.46l1.92-6.02A1 1 0 0 0 11 14z"/>
</svg>`)

interface TextBlock {
  text: string
  weight: 'Regular' | 'Bold' | 'ExtraBold'
  size: number
  colour: string
  /** Taller than this (more lines than fit), the text is drawn smaller to fit. */
  maxHeight: number
  /** Space above it. */
  gap: number
}

/**
 * `/og-image.png`: the company's name, slogan and what it does on the scheme's dark colour, as a link
 * shared on WhatsApp or Facebook shows it, drawn from the published settings with the font file
 * the client build writes (`fontFile`: Inter, client/scripts/server-files.ts) and no other.
 */
export async function shareImage(settings: SiteSettings, fontFile: string): Promise<Buffer> {
  const colours = coloursOf(settings)
  const blocks: TextBlock[] = [
    {
      text: settings.name,
      weight: 'ExtraBold',
      size: 64,
      colour: colours.name,
      maxHeight: 160,
      gap: 0,
    },
    {
      text: settings.slogan,
      weight: 'Bold',
      size: 34,
      colour: colours.slogan,
      maxHeight: 86,
      gap: 34,
    },
    {
      text: shareLine(settings),
      weight: 'Regular',
      size: 27,
      colour: colours.line,
      maxHeight: 72,
      gap: 36,
    },
  ]
  let top = 226
  const layers: OverlayOptions[] = []
  for (const block of blocks) {
    const drawn = await drawText(block, fontFile)
    top += block.gap
    layers.push({ input: drawn.data, top, left })
    top += drawn.height
  }
  return sharp(background(colours))
    .composite(layers)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer()
}

/** "Electrical · Solar · Building — COC Certified · Since 2020": a few services, then the first certification. */
export function shareLine(settings: SiteSettings): string {
  const names: string[] = []
  for (const service of settings.services) {
    if (names.length > 0 && [...names, service.name].join(' · ').length > 72) break
    names.push(service.name)
  }
  const since = `Since ${settings.foundedYear}`
  const certification = settings.certifications[0]?.name
  return `${names.join(' · ')} — ${certification ? `${certification} · ${since}` : since}`
}

async function drawText(block: TextBlock, fontFile: string) {
  const text = {
    // Pango markup: the settings' own text is escaped, so `<b>` in a name is shown, not obeyed.
    text: `<span foreground="${block.colour}">${escapeMarkup(block.text)}</span>`,
    fontfile: fontFile,
    font: `Inter ${block.weight} ${block.size}`,
    width: textWidth,
    // 72 dpi: a point is a pixel.
    dpi: 72,
    spacing: Math.round(block.size * 0.12),
    wrap: 'word-char' as const,
    rgba: true,
  }
  const drawn = await sharp({ text }).png().toBuffer({ resolveWithObject: true })
  if (drawn.info.height <= block.maxHeight) return { data: drawn.data, height: drawn.info.height }
  // Too long for its lines: the largest size that fits the box (libvips finds it).
  const { dpi: _, ...fit } = text
  const fitted = await sharp({ text: { ...fit, height: block.maxHeight } })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { data: fitted.data, height: fitted.info.height }
}
