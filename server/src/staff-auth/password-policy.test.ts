import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORD_MESSAGE, passwordProblem } from './password-policy.js'

describe('passwordProblem', () => {
  it('refuses a password of 7 characters', () => {
    expect(passwordProblem('x7#kQ2p')).toBe('Choose a password of at least 8 characters.')
  })

  it.each(['password1', 'iloveyou', 'Sunshine1', 'QWERTYUIOP'])(
    'refuses the common password %s, whatever its case',
    (password) => expect(passwordProblem(password)).toBe(COMMON_PASSWORD_MESSAGE),
  )

  it('refuses U+0000 and more than 1,024 characters', () => {
    expect(passwordProblem('long-enough\u0000')).toMatch(/U\+0000/)
    expect(passwordProblem('x'.repeat(10_000))).toMatch(/at most 1024/)
  })

  it('accepts a long uncommon password', () => {
    expect(passwordProblem('tile-grout-harbour-47')).toBeNull()
  })
})
