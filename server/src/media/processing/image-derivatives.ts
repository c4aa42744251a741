import sharp, { type Sharp, type SharpOptions } from 'sharp'
import type { Derivation, DerivedFile } from './derived-file.js'
import { decodeHeic } from './heic-decoder.js'
import { MediaRejectedError } from './media-rejected.js'

/** Larger pictures are refused before decoding: a 100 MP RGBA image is already 400 MB raw. */
export const MAX_INPUT_PIXELS = 100_000_000
// 1200 serves a phone's full-width card on a 3× screen (about 360 CSS px), which would otherwise
// take the 1600 copy: measured by `npm run bench` (gallery first screen in Chromium).
const WEBP_WIDTHS = [400, 800, 1200, 1600] as const
export type WebpWidth = (typeof WEBP_WIDTHS)[number]
const DISPLAY_MAX_WIDTH = 2048

const UNREADABLE =
  'The image could not be read: the file may be damaged, incomplete or not really an image.'

/**
 * The display JPEG (at most 2048 px wide) and WebP copies 400, 800, 1200 and 1600 px wide of a photo,
 * upright (EXIF orientation applied) and without metadata (sharp writes none unless asked, so
 * GPS positions and camera serial numbers never reach the public). Never upscaled: widths larger
 * than the photo are skipped, except the smallest, which is then the photo's own width.
 */
export async function makeImageDerivatives(
  original: Buffer,
  contentType: string,
  signal?: AbortSignal,
  webpWidths: readonly WebpWidth[] = WEBP_WIDTHS,
): Promise<Derivation> {
  const size = await uprightSize(original)
  if (size.width * size.height > MAX_INPUT_PIXELS) {
    throw new MediaRejectedError(
      `The image is too large to process: ${size.width} × ${size.height} pixels ` +
        `(at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
    )
  }
  const source = isHeif(contentType) ? await decodeHeif(original, signal) : { input: original }
  // libheif has applied a HEIC's own rotation: its decoded pixels are upright.
  const upright = source.raw ? { width: source.raw.width, height: source.raw.height } : size

  const files: DerivedFile[] = []
  const display = await render(source, (image) =>
    image
      .resize({ width: DISPLAY_MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true }),
  )
  files.push({ kind: 'display', name: 'display.jpg', contentType: 'image/jpeg', ...display })
  const widths = webpWidths.filter((width, i) => i === 0 || width <= upright.width)
  for (const width of widths) {
    signal?.throwIfAborted()
    const copy = await render(source, (image) =>
      image.resize({ width, withoutEnlargement: true }).webp({ quality: 80 }),
    )
    files.push({ kind: `w${width}`, name: `w${width}.webp`, contentType: 'image/webp', ...copy })
  }
  return { ...upright, durationMs: null, files }
}

/**
 * A picture's displayed size (after EXIF rotation) from its header alone, before anything is
 * decoded; null when the header cannot be read or gives no size. The pixel limit is for the
 * caller to check, so it can name the size.
 */
export async function headerSize(
  original: Buffer,
): Promise<{ width: number; height: number } | null> {
  try {
    const metadata = await sharp(original, { limitInputPixels: false }).metadata()
    const width = metadata.autoOrient?.width ?? metadata.width
    const height = metadata.autoOrient?.height ?? metadata.height
    return width && height ? { width, height } : null
  } catch {
    return null
  }
}

async function uprightSize(original: Buffer): Promise<{ width: number; height: number }> {
  const size = await headerSize(original)
  if (!size) throw new MediaRejectedError(UNREADABLE)
  return size
}

function isHeif(contentType: string): boolean {
  return contentType === 'image/heic' || contentType === 'image/heif'
}

/** What sharp reads: the original file, or the pixels decoded from a HEIC. */
interface ImageSource {
  input: Buffer
  raw?: { width: number; height: number; channels: 4 }
  /** Raw pixels whose alpha is all opaque: the alpha is dropped, so the copies stay smaller. */
  opaque?: boolean
}

/**
 * sharp's prebuilt libvips reads a HEIC's header but cannot decode HEVC, so libheif decodes it
 * (in a worker thread, see heic-decoder.ts) straight to pixels: no JPEG in between to lose
 * quality or time. The size was checked from the header before this.
 */
async function decodeHeif(original: Buffer, signal?: AbortSignal): Promise<ImageSource> {
  try {
    const { width, height, pixels, opaque } = await decodeHeic(original, signal)
    return { input: pixels, raw: { width, height, channels: 4 }, opaque }
  } catch (error) {
    if (signal?.aborted) throw error
    throw new MediaRejectedError(UNREADABLE, { cause: error })
  }
}

async function render(
  source: ImageSource,
  shape: (image: Sharp) => Sharp,
): Promise<Pick<DerivedFile, 'width' | 'height' | 'content'>> {
  try {
    // failOn 'error': a photo with a harmless flaw (a warning) is still shown.
    const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }
    const image = source.raw
      ? sharp(source.input, { ...options, raw: source.raw })
      : sharp(source.input, options).rotate()
    if (source.opaque) image.removeAlpha()
    const { data, info } = await shape(image).toBuffer({ resolveWithObject: true })
    return { width: info.width, height: info.height, content: { buffer: data } }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new MediaRejectedError(
        `The image is too large to process (more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
        { cause: error },
      )
    }
    throw new MediaRejectedError(UNREADABLE, { cause: error })
  }
}
