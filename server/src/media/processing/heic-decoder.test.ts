import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { decodeHeic } from './heic-decoder.js'

const fixture = (name: string) =>
  readFile(new URL(`../../../test/fixtures/${name}`, import.meta.url))

describe('decodeHeic', () => {
  it('decodes a phone HEIC to upright RGBA pixels', async () => {
    const decoded = await decodeHeic(await fixture('phone-photo.heic'))
    expect([decoded.width, decoded.height]).toEqual([96, 64])
    expect(decoded.pixels.length).toBe(96 * 64 * 4)
    expect(decoded.opaque).toBe(true)
  })

  it('decodes the primary picture of a HEIC that holds two', async () => {
    // The fixture's first picture is 96 × 64 and reddish; its second is 48 × 80 and blue.
    const decoded = await decodeHeic(await fixture('two-photos.heic'))
    expect([decoded.width, decoded.height]).toEqual([96, 64])
    const [red, , blue] = decoded.pixels
    expect(red).toBeGreaterThan(blue ?? 255)
  })

  it('rejects what is not a HEIC, with libheif’s explanation', async () => {
    await expect(decodeHeic(Buffer.from('not a picture at all, just text'))).rejects.toThrow(
      /not a HEIC/,
    )
    const truncated = (await fixture('phone-photo.heic')).subarray(0, 300)
    await expect(decodeHeic(truncated)).rejects.toThrow()
  })

  it('stops when aborted, with the abort reason', async () => {
    const input = await fixture('phone-photo.heic')
    const controller = new AbortController()
    const decoding = decodeHeic(input, controller.signal)
    controller.abort(new Error('time is up'))
    await expect(decoding).rejects.toThrow('time is up')
    await expect(decodeHeic(input, controller.signal)).rejects.toThrow('time is up')
  })
})
