import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'

/**
 * 12-megapixel photos with detail at every scale (a Mandelbrot render by ffmpeg, tinted and
 * flipped per photo), so downscaled copies are not flattered the way noise or gradients would be.
 */
export async function twelveMegapixelJpegs(count: number): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-photo-'))
  try {
    const frame = path.join(dir, 'frame.png')
    await promisify(execFile)('/usr/bin/ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'mandelbrot=size=4000x3000:start_scale=0.2', '-frames:v', '1', '-y', frame],
    ])
    return await Promise.all(
      Array.from({ length: count }, (_, i) =>
        sharp(frame)
          .flop(i % 2 === 1)
          .modulate({ hue: i * 40 })
          .jpeg({ quality: 90 })
          .toBuffer(),
      ),
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
