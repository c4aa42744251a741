import { describe, expect, it } from 'vitest'
import { megabytes, percentOf } from './byte-size'

const MB = 1024 * 1024

describe('megabytes', () => {
  it('shows tenths below 100 MB and whole megabytes above', () => {
    expect(megabytes(0)).toBe('0.0 MB')
    expect(megabytes(4.5 * MB)).toBe('4.5 MB')
    expect(megabytes(99.94 * MB)).toBe('99.9 MB')
    expect(megabytes(212.4 * MB)).toBe('212 MB')
    expect(megabytes(480 * MB)).toBe('480 MB')
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
