import { describe, expect, it } from 'vitest'
import { parseByteRange, rangeHeader, resolveByteRange } from './byte-range.js'

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=-500', { suffix: 500 }],
    ['bytes= 5 - 7 ', { start: 5, end: 7 }],
    ['bytes=-0', { suffix: 0 }],
  ])('reads %s', (header, range) => {
    expect(parseByteRange(header)).toEqual(range)
  })

  it.each([
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'bytes=9-5',
    'bytes=0-1,5-6',
    'Bytes=0-9',
    'items=0-9',
    'bytes=a-b',
    'bytes=99999999999999999999-',
  ])('ignores %s (the whole file is sent)', (header) => {
    expect(parseByteRange(header)).toBeUndefined()
  })
})

describe('rangeHeader', () => {
  it('writes each form back as a header', () => {
    expect(rangeHeader({ start: 0, end: 9 })).toBe('bytes=0-9')
    expect(rangeHeader({ start: 100 })).toBe('bytes=100-')
    expect(rangeHeader({ suffix: 500 })).toBe('bytes=-500')
  })
})

describe('resolveByteRange', () => {
  it('clamps to the file and finds the last bytes', () => {
    expect(resolveByteRange({ start: 5, end: 1000 }, 36)).toEqual({ start: 5, end: 35 })
    expect(resolveByteRange({ start: 30 }, 36)).toEqual({ start: 30, end: 35 })
    expect(resolveByteRange({ suffix: 4 }, 36)).toEqual({ start: 32, end: 35 })
    expect(resolveByteRange({ suffix: 100 }, 36)).toEqual({ start: 0, end: 35 })
  })

  it('finds nothing past the end, in an empty file or in the last 0 bytes', () => {
    expect(resolveByteRange({ start: 36 }, 36)).toBeNull()
    expect(resolveByteRange({ start: 0 }, 0)).toBeNull()
    expect(resolveByteRange({ suffix: 0 }, 36)).toBeNull()
  })
})
