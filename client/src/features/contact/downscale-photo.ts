/** Photos larger than this on their long side are sent at this size: plenty to quote from. */
const LONG_SIDE = 2560
/** Smaller files are sent as they are: re-encoding would save the visitor little data. */
const WORTH_SHRINKING = 1.5 * 1024 * 1024

/**
 * A phone photo made smaller before it goes over mobile data: at most 2560 px on its long side,
 * as a JPEG (the browser's encoder writes no location metadata either). Where the browser cannot
 * decode the file (HEIC outside Safari) or the copy would not be smaller, the photo is sent as it
 * is: the server takes it and makes its own copy.
 */
export async function downscalePhoto(file: File): Promise<File> {
  if (file.size <= WORTH_SHRINKING || typeof createImageBitmap !== 'function') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  try {
    const scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height))
    const width = Math.round(bitmap.width * scale)
    const height = Math.round(bitmap.height * scale)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) return file
    context.drawImage(bitmap, 0, 0, width, height)
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    )
    if (!blob || blob.size >= file.size) return file
    const name = `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified })
  } finally {
    bitmap.close()
  }
}
