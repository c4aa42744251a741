import sharp from 'sharp'

/** The analyser gets a JPEG at most this many pixels on its long side, not the original. */
const PREVIEW_SIZE = 1024

export interface ImageFacts {
  width: number | null
  height: number | null
  /** A small JPEG for the analyser, or null when not asked for or the image cannot be decoded. */
  preview: Buffer | null
}

/**
 * Displayed size (after EXIF rotation) and, when asked, a downscaled JPEG of an image. Images
 * sharp cannot read (HEVC-coded HEIC with the prebuilt libvips) give nulls, not an error.
 */
export async function inspectImage(
  bytes: Buffer,
  { wantPreview }: { wantPreview: boolean },
): Promise<ImageFacts> {
  let width: number | null = null
  let height: number | null = null
  try {
    const metadata = await sharp(bytes).metadata()
    width = metadata.autoOrient?.width ?? metadata.width ?? null
    height = metadata.autoOrient?.height ?? metadata.height ?? null
  } catch {
    // Unreadable header: stored anyway, as its content type was recognised.
  }
  if (!wantPreview) return { width, height, preview: null }
  try {
    const preview = await sharp(bytes)
      .rotate()
      .resize({
        width: PREVIEW_SIZE,
        height: PREVIEW_SIZE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 80 })
      .toBuffer()
    return { width, height, preview }
  } catch {
    return { width, height, preview: null }
  }
}
