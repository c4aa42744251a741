import { describe, expect, it } from 'vitest'
import { displayPhoneNumber, internationalPhoneNumber } from './phone-numbers.js'

describe('internationalPhoneNumber', () => {
  it('takes local and international forms, with the separators people type', () => {
    for (const typed of [
      '082 555 0100',
      '0825550100',
      '082-555-0100',
      '(082) 555 0100',
      '+27 82 555 0100',
      '+27825550100',
    ]) {
      expect(internationalPhoneNumber(typed), typed).toBe('+27825550100')
    }
    expect(internationalPhoneNumber('+44 20 7946 0958')).toBe('+442079460958')
  })

  it('refuses what is not a phone number', () => {
    for (const typed of [
      '',
      'call me',
      '082 555 010',
      '+0825550100',
      '27825550100',
      '+27 82 555 01000',
      '+1 23',
      'javascript:alert(1)',
    ]) {
      expect(internationalPhoneNumber(typed), typed).toBeUndefined()
    }
  })
})

it('shows South African numbers in their local form', () => {
  expect(displayPhoneNumber('+27825550100')).toBe('082 555 0100')
  expect(displayPhoneNumber('+27123456789')).toBe('012 345 6789')
  expect(displayPhoneNumber('+442079460958')).toBe('+442079460958')
})
