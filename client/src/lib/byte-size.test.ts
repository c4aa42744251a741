import { describe, expect, it } from 'vitest'
import { formatBytes, percentOf } from './byte-size'

const KB = 1024
const MB = 1024 * KB

describe('formatBytes', () => {
  it('shows kilobytes below a megabyte, never "0.0 MB" for a small photo', () => {
    expect(formatBytes(0)).toBe('0 KB')
    expect(formatBytes(200)).toBe('1 KB')
    expect(formatBytes(96 * KB)).toBe('96 KB')
    expect(formatBytes(1023 * KB)).toBe('1023 KB')
  })

  it('shows tenths of a megabyte below 100 MB and whole megabytes above', () => {
    expect(formatBytes(MB)).toBe('1.0 MB')
    expect(formatBytes(4.5 * MB)).toBe('4.5 MB')
    expect(formatBytes(99.94 * MB)).toBe('99.9 MB')
    expect(formatBytes(212.4 * MB)).toBe('212 MB')
    expect(formatBytes(480 * MB)).toBe('480 MB')
  })
})

describe('percentOf', () => {
  it('rounds down, so 100% means every byte', () => {
    expect(percentOf(212, 480)).toBe(44)
    expect(percentOf(479, 480)).toBe(99)
    expect(percentOf(480, 480)).toBe(100)
    expect(percentOf(0, 0)).toBe(0)
  })
})
