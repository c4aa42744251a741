import { mediaUrl } from '@site/contract/media-url'
import type { SiteSettings } from '@site/contract/site-settings'
import { dayNames } from '@site/contract/weekdays'
import { whatsAppChatLink } from '@site/contract/whatsapp-chat'
import { shareImage } from './page-head'
import { absoluteUrl } from './public-url'

/** Where the company works: the towns listed in the settings, else the region in a few words. */
function areaServed(site: SiteSettings) {
  return site.areasServed.length > 0
    ? site.areasServed.map((name) => ({ '@type': 'Place', name }))
    : site.region.area
}

function contactPoint(fields: Record<string, string>) {
  return {
    '@type': 'ContactPoint',
    contactType: 'customer service',
    ...fields,
    areaServed: 'ZA',
    availableLanguage: 'en',
  }
}

/**
 * schema.org data for the home page: an Electrician, which is a kind of LocalBusiness, built from
 * the site settings so search engines show the same facts as the page. Only through jsonLdScript
 * into the page: the settings are text staff typed.
 */
export function businessJsonLd(publicUrl: string, site: SiteSettings) {
  const { contact } = site
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
    ...(site.logo ? { logo: absoluteUrl(publicUrl, mediaUrl(site.logo)) } : {}),
    telephone: contact.phone,
    email: contact.email,
    foundingDate: String(site.foundedYear),
    areaServed: areaServed(site),
    address: { '@type': 'PostalAddress', addressCountry: 'ZA', addressRegion: site.region.area },
    ...(site.registrationNumber
      ? {
          identifier: {
            '@type': 'PropertyValue',
            name: 'Company registration number',
            value: site.registrationNumber,
          },
        }
      : {}),
    ...(site.businessHours.length > 0
      ? {
          openingHoursSpecification: site.businessHours.map((row) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: row.days.map((day) => dayNames[day]),
            opens: row.opens,
            closes: row.closes,
          })),
        }
      : {}),
    hasCredential: site.certifications.map(({ name }) => ({
      '@type': 'EducationalOccupationalCredential',
      name,
    })),
    contactPoint: [
      contactPoint({ telephone: contact.phone, email: contact.email }),
      contactPoint({
        name: 'WhatsApp',
        telephone: contact.whatsapp,
        url: whatsAppChatLink(contact.whatsapp, '').split('?')[0] ?? '',
      }),
      ...(contact.afterHoursPhone
        ? [contactPoint({ contactType: 'emergency', telephone: contact.afterHoursPhone })]
        : []),
    ],
    ...(site.social.length > 0 ? { sameAs: site.social.map(({ url }) => url) } : {}),
    knowsAbout: site.services.map(({ name }) => name),
  }
}

/**
 * The JSON-LD as a script body: `<` is escaped (`\u003c`, which JSON reads back as `<`), so no
 * text can close the script element or open another.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
