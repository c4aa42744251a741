import { describe, expect, it } from 'vitest'
import { inParts } from './stream-parts.js'

async function collect(chunks: number[], partSize: number): Promise<number[]> {
  async function* source() {
    let byte = 0
    for (const size of chunks) {
      yield Buffer.alloc(size, byte++)
    }
  }
  const parts: number[] = []
  for await (const part of inParts(source(), partSize)) parts.push(part.length)
  return parts
}

describe('inParts', () => {
  it('cuts parts of exactly the part size, the last one shorter', async () => {
    expect(await collect([3, 3, 3, 3], 5)).toEqual([5, 5, 2])
    expect(await collect([12], 5)).toEqual([5, 5, 2])
    expect(await collect([5, 5], 5)).toEqual([5, 5])
  })

  it('yields nothing for an empty stream and one short part for a small one', async () => {
    expect(await collect([], 5)).toEqual([])
    expect(await collect([0, 2], 5)).toEqual([2])
  })

  it('keeps the bytes in order', async () => {
    async function* source() {
      yield Buffer.from('abc')
      yield Buffer.from('defgh')
      yield Buffer.from('ij')
    }
    const parts: string[] = []
    for await (const part of inParts(source(), 4)) parts.push(part.toString())
    expect(parts).toEqual(['abcd', 'efgh', 'ij'])
  })
})
