import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { quoteRequest } from './quote-request.js'
import { serviceKeyOf, serviceNameOf } from './service-names.js'
import { serviceReference } from './service-references.js'
import { defaultSiteSettings } from './site-settings-defaults.js'

const { services } = defaultSiteSettings
const renamed = services.map((service) =>
  service.key === 'solar' ? { ...service, name: 'Solar & Batteries' } : service,
)

describe('a service reference', () => {
  it.each(['solar', 'Solar Panel Installations', '  Solar Panel Installations '])(
    'takes the shape of a key or a name: %j',
    (value) => {
      expect(z.safeParse(serviceReference, value).success).toBe(true)
    },
  )
  it.each(['', '   ', 'x'.repeat(61), 'line\nbreak\u0000', 42])('refuses %j', (value) => {
    const result = z.safeParse(serviceReference, value)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'must be one of our services',
    ])
  })
  it('names the quote field it refuses', () => {
    const result = z.safeParse(quoteRequest, {
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: 'thandi@example.org',
      phone: '082 555 0123',
      message: 'Hello',
      serviceType: 'x'.repeat(61),
    })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['serviceType', 'must be one of our services'],
    ])
  })
})

describe('serviceKeyOf', () => {
  it('finds a key, or the key of a current name', () => {
    expect(serviceKeyOf(renamed, 'solar')).toBe('solar')
    expect(serviceKeyOf(renamed, 'Solar & Batteries')).toBe('solar')
  })
  it('knows neither an unknown key nor a former name', () => {
    expect(serviceKeyOf(renamed, 'roofing')).toBeUndefined()
    expect(serviceKeyOf(renamed, 'Solar Panel Installations')).toBeUndefined()
  })
})

describe('serviceNameOf', () => {
  it("shows a key as its service's current name", () => {
    expect(serviceNameOf(renamed, 'solar')).toBe('Solar & Batteries')
  })
  it('shows a value no service has as it was stored', () => {
    expect(serviceNameOf(renamed, 'Thatching')).toBe('Thatching')
  })
})
