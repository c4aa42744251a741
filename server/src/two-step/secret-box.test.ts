import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openSecret, sealSecret } from './secret-box.js'

describe('secret box', () => {
  it('opens what it sealed, and nothing sealed with another key or changed', () => {
    const key = randomBytes(32)
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(openSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP')
    expect(openSecret(randomBytes(32), sealed)).toBeNull()
    const [v, iv, tag, body] = sealed.split('.')
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`
    expect(openSecret(key, [v, iv, tag, flipped].join('.'))).toBeNull()
    expect(openSecret(key, 'garbage')).toBeNull()
  })
})
