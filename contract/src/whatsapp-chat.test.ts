import { describe, expect, it } from 'vitest'
import { internationalNumber, whatsAppChatLink } from './whatsapp-chat.js'

describe("a visitor's phone number for a WhatsApp reply", () => {
  it.each([
    ['082 555 0101', '+27825550101'],
    ['+27 82 555 0101', '+27825550101'],
    ['0027 82 555 0101', '+27825550101'],
    ['(011) 555-0199', '+27115550199'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %j as %s', (phone, expected) => {
    expect(internationalNumber(phone)).toBe(expected)
  })

  it.each(['555 0101', '12345', '+0 82 555', ''])('gives up on %j', (phone) => {
    expect(internationalNumber(phone)).toBeNull()
  })

  it('makes a chat link with the text', () => {
    expect(whatsAppChatLink('+27825550101', 'Hi & bye')).toBe(
      'https://wa.me/27825550101?text=Hi%20%26%20bye',
    )
  })
})
