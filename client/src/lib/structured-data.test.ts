import { describe, expect, it } from 'vitest'
import { site } from '../config/site'
import { businessJsonLd, jsonLdScript } from './structured-data'

describe('the home page structured data', () => {
  const data = JSON.parse(jsonLdScript(businessJsonLd('https://www.example.com/')))

  it('is an Electrician (a LocalBusiness) with the facts of the site configuration', () => {
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toEqual(['Electrician', 'LocalBusiness'])
    expect(data).toMatchObject({
      name: site.name,
      telephone: site.contact.phone.tel,
      email: site.contact.email,
      areaServed: site.region.area,
      foundingDate: String(site.foundedYear),
      slogan: site.slogan,
      sameAs: [site.social.url],
      url: 'https://www.example.com/',
    })
    expect(data.foundingDate).toBe('2020')
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

  it('cannot close its script element, whatever the configuration says', () => {
    const script = jsonLdScript(
      businessJsonLd('https://x.example', { ...site, name: '</script><b>' }),
    )
    expect(script).not.toContain('</script>')
    expect(JSON.parse(script).name).toBe('</script><b>')
  })
})
