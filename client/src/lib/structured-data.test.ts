import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { describe, expect, it } from 'vitest'
import { projectJsonLd } from '../features/portfolio/project-json-ld'
import { samplePortfolioProject } from '../features/portfolio/sample-project'
import { settingsWith } from '../test/site-settings'
import { businessJsonLd, jsonLdScript } from './structured-data'

const site = defaultSiteSettings

describe('the home page structured data', () => {
  const data = JSON.parse(jsonLdScript(businessJsonLd('https://www.example.com/', site)))

  it('is an Electrician (a LocalBusiness) with the facts of the site settings', () => {
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toEqual(['Electrician', 'LocalBusiness'])
    expect(data).toMatchObject({
      name: site.name,
      telephone: '+27123456789',
      email: site.contact.email,
      areaServed: site.region.area,
      foundingDate: '2020',
      slogan: site.slogan,
      sameAs: ['https://www.facebook.com/example'],
      url: 'https://www.example.com/',
      knowsAbout: site.services.map((service) => service.name),
    })
    expect(data.hasCredential.map((credential: { name: string }) => credential.name)).toEqual([
      'COC Certified',
      'Certified Electrical Fencing Installer',
    ])
    // None are set in the defaults.
    expect(data.openingHoursSpecification).toBeUndefined()
  })

  it('names the phone and WhatsApp as contact points', () => {
    expect(data.contactPoint).toEqual([
      expect.objectContaining({
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '+27123456789',
      }),
      expect.objectContaining({
        '@type': 'ContactPoint',
        name: 'WhatsApp',
        telephone: '+27825550100',
        url: 'https://wa.me/27825550100',
      }),
    ])
  })

  it('lists the towns served, the opening hours, every social link and the after-hours line', () => {
    const custom = businessJsonLd(
      'https://www.example.com/',
      settingsWith({
        contact: { ...site.contact, afterHoursPhone: '+27821112222' },
        areasServed: ['Centurion', 'Pretoria East'],
        businessHours: [
          { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:30', closes: '17:00' },
          { days: ['Sa'], opens: '08:00', closes: '12:00' },
        ],
        social: [
          { label: 'Facebook', url: 'https://www.facebook.com/example' },
          { label: 'Instagram', url: 'https://www.instagram.com/example' },
        ],
      }),
    )
    expect(custom.areaServed).toEqual([
      { '@type': 'Place', name: 'Centurion' },
      { '@type': 'Place', name: 'Pretoria East' },
    ])
    expect(custom.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:30',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '08:00',
        closes: '12:00',
      },
    ])
    expect(custom.sameAs).toEqual([
      'https://www.facebook.com/example',
      'https://www.instagram.com/example',
    ])
    expect(custom.contactPoint[2]).toMatchObject({
      contactType: 'emergency',
      telephone: '+27821112222',
    })
  })

  it("names the company's logo by its full address once one is chosen", () => {
    const logo = `site/logo-${'c0'.repeat(16)}-288x96.webp`
    expect(data).not.toHaveProperty('logo')
    expect(businessJsonLd('https://www.example.com/', settingsWith({ logo })).logo).toBe(
      `https://www.example.com/media/${logo}`,
    )
  })

  it('leaves out what is not set: no social links, no registration number', () => {
    const bare = businessJsonLd(
      'https://www.example.com/',
      settingsWith({ social: [], registrationNumber: '', certifications: [] }),
    )
    expect(bare).not.toHaveProperty('sameAs')
    expect(bare).not.toHaveProperty('identifier')
    expect(bare.hasCredential).toEqual([])
  })
})

describe('a project page', () => {
  it("names what was done by the services' current names, and a value no service has as stored", () => {
    const settings = settingsWith({
      services: defaultSiteSettings.services.map((service) =>
        service.key === 'electrical' ? { ...service, name: 'Electrical & Backup Power' } : service,
      ),
    })
    const project = { ...samplePortfolioProject, scope: ['electrical', 'Thatching'] }
    expect(projectJsonLd(project, 'https://x.example', settings).keywords).toBe(
      'Electrical & Backup Power, Thatching',
    )
  })
})

describe('JSON-LD made from texts staff typed', () => {
  const hostile = [
    '</script><script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '<!-- <script>',
  ]
  const settings = settingsWith({
    name: hostile[0] as string,
    slogan: hostile[1] as string,
    description: hostile[2] as string,
    areasServed: hostile,
    services: [{ ...(site.services[0] as (typeof site.services)[0]), name: hostile[1] as string }],
  })

  it.each([
    ['the home page', () => businessJsonLd('https://x.example', settings)],
    ['a project page', () => projectJsonLd(samplePortfolioProject, 'https://x.example', settings)],
  ])('cannot end or leave the script element on %s', (_page, make) => {
    const data = make()
    const script = jsonLdScript(data)
    // No `<` at all: nothing can close the element, open a comment or another tag.
    expect(script).not.toContain('<')
    expect(script).toContain('\\u003c/script>')
    // What search engines read is the text as typed.
    expect(JSON.parse(script)).toEqual(data)
    expect(script).toContain(JSON.stringify(hostile[0]).replace(/</g, '\\u003c'))
  })
})
