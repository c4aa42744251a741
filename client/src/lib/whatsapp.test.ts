import { describe, expect, it } from 'vitest'
import { internationalNumber, whatsAppChatLink, whatsAppLink, whatsAppText } from './whatsapp'

const company = '+27825550100'

describe('WhatsApp links', () => {
  it('go to wa.me with the digits of the number and the message filled in', () => {
    const link = new URL(
      whatsAppLink(company, { kind: 'project', title: 'Kitchen Cabinets After' }),
    )
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/27825550100')
    expect(link.searchParams.get('text')).toBe(
      "Hi, I saw 'Kitchen Cabinets After' on your website and would like a quote for something similar.",
    )
  })

  it('name the page, the service or the quote request', () => {
    expect(whatsAppText({ kind: 'page', name: 'Gallery' })).toBe(
      'Hi, I saw your Gallery page on your website and would like a quote.',
    )
    expect(whatsAppText({ kind: 'service', name: 'Solar Panel Installations' })).toBe(
      'Hi, I saw your Solar Panel Installations service on your website and would like a quote.',
    )
    expect(whatsAppText({ kind: 'quote', reference: 'Q-2026-0042' })).toContain('Q-2026-0042')
    expect(whatsAppText()).toBe('Hi, I found you on your website and would like a quote.')
  })

  it('encode what a title may hold', () => {
    const text = new URL(whatsAppLink(company, { kind: 'project', title: 'Geyser & DB board #2?' }))
    expect(text.searchParams.get('text')).toContain("'Geyser & DB board #2?'")
  })
})

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
