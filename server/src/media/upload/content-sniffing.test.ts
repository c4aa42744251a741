import { Readable } from 'node:stream'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { sniffContent } from './content-sniffing.js'

const png = () =>
  sharp({
    create: {
      width: 200,
      height: 100,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer()

async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(chunk)
  return Buffer.concat(chunks)
}

describe('sniffContent', () => {
  it('recognises content by its magic bytes and keeps every byte for the body', async () => {
    const bytes = await png()
    expect(bytes.length).toBeGreaterThan(5001)
    const chunks = [bytes.subarray(0, 3), bytes.subarray(3, 5000), bytes.subarray(5000)]
    const sniffed = await sniffContent(Readable.from(chunks))
    expect(sniffed.mime).toBe('image/png')
    expect(sniffed.empty).toBe(false)
    expect(await collect(sniffed.body)).toEqual(bytes)
  })

  it('reports an empty stream, even one that had already ended', async () => {
    const stream = Readable.from([])
    await new Promise((resolve) => setImmediate(resolve))
    const sniffed = await sniffContent(stream)
    expect(sniffed).toMatchObject({ mime: undefined, empty: true })
    expect(await collect(sniffed.body)).toEqual(Buffer.alloc(0))
  })

  it('recognises nothing in text, and reads a short stream to its end', async () => {
    const sniffed = await sniffContent(Readable.from([Buffer.from('hello, world')]))
    expect(sniffed).toMatchObject({ mime: undefined, empty: false })
    expect((await collect(sniffed.body)).toString()).toBe('hello, world')
  })

  it('releases the source when the content is discarded', async () => {
    const stream = Readable.from(
      (function* () {
        for (let i = 0; i < 100; i++) yield Buffer.alloc(4096, i)
      })(),
    )
    const sniffed = await sniffContent(stream)
    await sniffed.discard()
    expect(stream.destroyed).toBe(true)
  })
})
