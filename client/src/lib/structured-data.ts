import { services } from '../config/services'
import { site as defaultSite, type SiteConfig } from '../config/site'
import { shareImage } from './page-head'
import { absoluteUrl } from './public-url'
import { whatsAppLink } from './whatsapp'

/**
 * schema.org data for the home page: an Electrician, which is a kind of LocalBusiness, built from
 * the site configuration so search engines show the same facts as the page.
 */
export function businessJsonLd(publicUrl: string, site: SiteConfig = defaultSite) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Electrician', 'LocalBusiness'],
    '@id': absoluteUrl(publicUrl, '/#business'),
    name: site.name,
    legalName: site.legalName,
    slogan: site.slogan,
    description: site.description,
    url: absoluteUrl(publicUrl, '/'),
    image: absoluteUrl(publicUrl, shareImage.path),
    telephone: site.contact.phone.tel,
    email: site.contact.email,
    foundingDate: String(site.foundedYear),
    areaServed: site.region.area,
    address: { '@type': 'PostalAddress', addressCountry: 'ZA', addressRegion: site.region.area },
    identifier: {
      '@type': 'PropertyValue',
      name: 'Company registration number',
      value: site.registrationNumber,
    },
    hasCredential: site.certifications.all.map((name) => ({
      '@type': 'EducationalOccupationalCredential',
      name,
    })),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: site.contact.phone.tel,
        email: site.contact.email,
        areaServed: 'ZA',
        availableLanguage: 'en',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        name: 'WhatsApp',
        telephone: site.contact.whatsapp.number,
        url: whatsAppLink(undefined, site.contact.whatsapp.number).split('?')[0],
        areaServed: 'ZA',
        availableLanguage: 'en',
      },
    ],
    sameAs: [site.social.url],
    knowsAbout: services.map((service) => service.title),
  }
}

/** The JSON-LD as a script body: `<` is escaped so no value can close the script element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
