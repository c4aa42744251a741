import { defaultSiteSettings as defaults } from '@site/contract/site-settings-defaults'
import { describe, expect, it } from 'vitest'
import { coreValues } from '../features/about/core-values'
import { footerServices, services } from './services'
import { site } from './site'

// Until the pages are made from the site settings, the facts compiled into the client and the
// settings' defaults must say the same: a fresh install shows the defaults once they take over.
describe('the site settings defaults', () => {
  it('hold the company facts the site shows today', () => {
    expect(defaults).toMatchObject({
      name: site.name,
      legalName: site.legalName,
      shortName: site.shortName,
      slogan: site.slogan,
      description: site.description,
      foundedYear: site.foundedYear,
      registrationNumber: site.registrationNumber,
      contact: {
        personName: site.contact.personName,
        phone: site.contact.phone.tel,
        whatsapp: site.contact.whatsapp.number,
        email: site.contact.email,
      },
      social: [{ label: site.social.label, url: site.social.url }],
      region: site.region,
      certifications: site.certifications.explained,
      privacy: site.privacy,
    })
    expect(defaults.certifications[0]?.name).toBe(site.certifications.primary)
    expect(defaults.footer.copyright).toBe(
      `© ${site.copyrightYear} ${site.name}. All rights reserved.`,
    )
  })

  it('hold the services, their cards and the footer list the site shows today', () => {
    expect(defaults.services.map(({ name, items }) => ({ name, items }))).toEqual(
      services.map(({ title, items }) => ({ name: title, items })),
    )
    expect(defaults.footer.serviceList).toEqual(footerServices)
  })

  it('hold the About texts the site shows today', () => {
    expect(defaults.about.coreValues.map(({ title, text }) => ({ title, text }))).toEqual(
      coreValues.map(({ title, text }) => ({ title, text })),
    )
  })
})
