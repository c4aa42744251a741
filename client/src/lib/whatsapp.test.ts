import { describe, expect, it } from 'vitest'
import { whatsAppLink, whatsAppText } from './whatsapp'

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
