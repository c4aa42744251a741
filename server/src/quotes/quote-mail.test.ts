import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { describe, expect, it } from 'vitest'
import { buildQuoteMail } from './quote-mail.js'

const lead = {
  id: '7d0c7c4e-0000-4000-8000-000000000001',
  reference: 'Q-2026-0042',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.org',
  phone: '+27 82 555 0123',
  serviceType: 'solar',
  message: 'Line one\n<script>alert(1)</script>',
  createdAt: new Date('2026-01-01T08:00:00Z'),
}
const addresses = {
  from: 'Website <web@example.com>',
  to: 'office@example.com',
  portal: 'https://example.com/admin-portal',
}
const services = defaultSiteSettings.services

describe('buildQuoteMail', () => {
  it('names the reference, the service and the visitor, and replies to the visitor as an address object', () => {
    const mail = buildQuoteMail(lead, addresses, services)
    expect(mail.subject).toBe(
      'Quote request Q-2026-0042: Solar Panel Installations — Thandi Mokoena',
    )
    expect(String(mail.text)).toContain('Reference: Q-2026-0042')
    const link = `https://example.com/admin-portal/requests?request=${lead.id}`
    expect(String(mail.text)).toContain(`See and track it in the admin portal: ${link}`)
    expect(String(mail.html)).toContain(`href="${link}"`)
    expect(String(mail.text)).not.toContain('Sent with it')
    expect(mail.replyTo).toEqual({ name: 'Thandi Mokoena', address: 'thandi@example.org' })
    expect(mail).toMatchObject({ from: addresses.from, to: addresses.to })
  })

  it('counts the photos and video sent with it, which stay in the portal', () => {
    const mail = buildQuoteMail(lead, addresses, services, { photos: 2, videos: 1 })
    expect(String(mail.text)).toContain(
      'Sent with it: 2 photos and 1 video (see them in the admin portal)',
    )
    expect(mail.attachments).toBeUndefined()
    expect(
      String(buildQuoteMail(lead, addresses, services, { photos: 1, videos: 0 }).html),
    ).toContain('1 photo (see them')
  })

  it('names the service by its current name, and a value no service has as it was stored', () => {
    const renamed = services.map((service) =>
      service.key === 'solar' ? { ...service, name: 'Solar & Batteries' } : service,
    )
    expect(buildQuoteMail(lead, addresses, renamed).subject).toBe(
      'Quote request Q-2026-0042: Solar & Batteries — Thandi Mokoena',
    )
    const old = buildQuoteMail({ ...lead, serviceType: 'Thatching' }, addresses, renamed)
    expect(String(old.text)).toContain('Service: Thatching')
  })

  it('says so when no service was chosen', () => {
    expect(buildQuoteMail({ ...lead, serviceType: '' }, addresses, services).subject).toBe(
      'Quote request Q-2026-0042: No service chosen — Thandi Mokoena',
    )
  })

  it('escapes every visitor value in the HTML part and keeps them as typed in the text part', () => {
    const hostile = '<img src=x onerror="alert(1)">'
    const mail = buildQuoteMail(
      {
        ...lead,
        firstName: hostile,
        lastName: hostile,
        email: hostile,
        phone: hostile,
        serviceType: hostile,
      },
      addresses,
      services,
    )
    expect(String(mail.html)).not.toContain('<img')
    expect(String(mail.html)).not.toContain('<script>')
    expect(
      String(mail.html).match(/&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;/g)?.length,
    ).toBeGreaterThanOrEqual(5)
    expect(String(mail.text)).toContain('<script>alert(1)</script>')
  })

  it("escapes a service's name from the website settings in the HTML part", () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>'
    const renamed = services.map((service, index) =>
      index === 0 ? { ...service, name: hostile } : service,
    )
    const mail = buildQuoteMail(
      { ...lead, serviceType: services[0]?.key ?? '' },
      addresses,
      renamed,
    )
    expect(String(mail.html)).not.toContain('<img')
    expect(String(mail.html)).not.toContain('<script>')
    expect(String(mail.html)).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
    expect(mail.subject).toContain(hostile)
  })
})
