import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import sharp from 'sharp'

const FFMPEG = '/usr/bin/ffmpeg'

/** A real photo of `width`×`height` (a colour gradient, so encoders have something to code). */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  width = 120,
  height = 80,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = (x * 255) / width
      pixels[at + 1] = (y * 255) / height
      pixels[at + 2] = 128
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer()
}

/** What Debian's ffmpeg writes to a file called `name` with `options` (lavfi inputs and codecs). */
export async function ffmpegClip(name: string, options: string[]): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'test-clip-'))
  try {
    const out = path.join(dir, name)
    await promisify(execFile)(FFMPEG, ['-hide_banner', '-loglevel', 'error', ...options, '-y', out])
    return await readFile(out)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** A real, short video made by Debian's ffmpeg (a test pattern, 0.4 s, 64×48). */
export function makeVideo(container: 'mp4' | 'mov' | 'avi' | '3gp'): Promise<Buffer> {
  const codec = container === 'avi' ? ['-c:v', 'mpeg4'] : ['-c:v', 'libx264', '-pix_fmt', 'yuv420p']
  return ffmpegClip(`clip.${container}`, [
    ...['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10', '-t', '0.4', ...codec],
  ])
}

/**
 * A HEVC-coded HEIC as phones write it, committed as a fixture (96×64, made with libheif's
 * heif-enc and x265). sharp's prebuilt libvips reads its size but cannot decode it.
 */
export function readHeicFixture(): Promise<Buffer> {
  return readFile(fileURLToPath(new URL('../fixtures/phone-photo.heic', import.meta.url)))
}

/** A photo as large in bytes as a phone's (random pixels do not compress): about 4.6 MB. */
export function makeNoisyJpeg(width = 3200, height = 2400): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
}
