import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, matchTotp, otpauthUrl, totpCode, totpStep } from './totp.js'

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8-digit codes; ours are the last 6.
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'))

describe('TOTP', () => {
  it('makes the codes of RFC 6238 (last 6 digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ]
    for (const [seconds, code] of vectors) {
      expect(totpCode(rfcSecret, totpStep(seconds * 1000))).toBe(code.slice(-6))
    }
  })

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 9])
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes)
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe(
      'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    )
  })

  it('accepts the code of this step and one step either way, not two', () => {
    const at = 1_700_000_000_000
    const step = totpStep(at)
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step), at, null)).toBe(step)
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 1), at, null)).toBe(step - 1)
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step + 1), at, null)).toBe(step + 1)
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 2), at, null)).toBeNull()
  })

  it('refuses a code whose step was used already (replay), 7 digits and letters', () => {
    const at = 1_700_000_000_000
    const step = totpStep(at)
    const code = totpCode(rfcSecret, step)
    expect(matchTotp(rfcSecret, code, at, step)).toBeNull()
    expect(matchTotp(rfcSecret, `${code}0`, at, null)).toBeNull()
    expect(matchTotp(rfcSecret, `0${code}`, at, null)).toBeNull()
    expect(matchTotp(rfcSecret, 'abcdef', at, null)).toBeNull()
    expect(matchTotp(rfcSecret, `${code.slice(0, 3)} ${code.slice(3)}`, at, null)).toBe(step)
  })

  it('names the account and issuer in the otpauth address', () => {
    const url = new URL(otpauthUrl('ABC', 'Ndlovu Builders', 'thandi@example.com'))
    expect(url.protocol).toBe('otpauth:')
    expect(url.href.startsWith('otpauth://totp/Ndlovu%20Builders%3Athandi%40example.com?')).toBe(
      true,
    )
    expect(url.searchParams.get('secret')).toBe('ABC')
    expect(url.searchParams.get('period')).toBe('30')
  })
})
