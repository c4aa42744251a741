import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { siteSettings } from './site-settings.js'
import { defaultSiteSettings } from './site-settings-defaults.js'

const defaults = defaultSiteSettings
// biome-ignore lint/suspicious/noExplicitAny: each case edits another path of the settings
type Editable = Record<string, any>
type Changes = (settings: Editable) => void

/** The defaults with one change, as staff would send them. */
function changed(change: Changes) {
  const settings = structuredClone(defaults) as Editable
  change(settings)
  return settings
}

/** `path: message` of every problem, as the API and the portal name them. */
function problems(input: unknown): string[] {
  const result = siteSettings.safeParse(input)
  if (result.success) return []
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('site settings', () => {
  it('take their own defaults as they are', () => {
    expect(siteSettings.parse(defaults)).toEqual(defaults)
  })

  it('store phone and WhatsApp numbers typed in local form in international form', () => {
    const parsed = siteSettings.parse(
      changed((s) => {
        s.contact.phone = '012 345 6789'
        s.contact.whatsapp = '082 555 0101'
        s.contact.afterHoursPhone = '(083) 555-0199'
      }),
    )
    expect(parsed.contact).toMatchObject({
      phone: '+27123456789',
      whatsapp: '+27825550101',
      afterHoursPhone: '+27835550199',
    })
  })

  it('take a logo sent from the portal, and none', () => {
    const key = `site/logo-${'ab'.repeat(16)}-288x96.webp`
    expect(siteSettings.parse(changed((s) => (s.logo = key))).logo).toBe(key)
    expect(siteSettings.parse(defaults).logo).toBeUndefined()
  })

  it('keep markup as text', () => {
    const markup = '<script>alert(1)</script>"><img src=x onerror=alert(1)>'
    const parsed = siteSettings.parse(
      changed((s) => {
        s.name = markup
        s.slogan = markup
        s.services[0].items[0] = markup
      }),
    )
    expect(parsed.name).toBe(markup)
  })

  const errorCases: [string, Changes, RegExp][] = [
    ['an empty company name', (s) => (s.name = '  '), /^name: must not be empty$/],
    [
      'a 10,000-character slogan',
      (s) => (s.slogan = 'x'.repeat(10_000)),
      /^slogan: must be at most 120/,
    ],
    [
      'U+0000 in a text',
      (s) => (s.about.mission = 'a\u0000b'),
      /^about\.mission: must not contain the null character/,
    ],
    [
      'U+0000 in a list item',
      (s) => (s.services[2].items[1] = '\u0000'),
      /^services\.2\.items\.1: must not contain the null/,
    ],
    [
      'a WhatsApp number that is not a phone number',
      (s) => (s.contact.whatsapp = 'call us'),
      /^contact\.whatsapp: must be a phone number/,
    ],
    [
      'an e-mail without @',
      (s) => (s.contact.email = 'info.example.com'),
      /^contact\.email: must be an e-mail address/,
    ],
    [
      'a javascript: social link',
      (s) => (s.social[0].url = 'javascript:alert(1)'),
      /^social\.0\.url: must be a web address/,
    ],
    ['0 services', (s) => (s.services = []), /^services: must have 1 to 12 services$/],
    [
      '13 services',
      (s) =>
        (s.services = Array.from({ length: 13 }, (_, i) => ({ ...s.services[0], key: `s${i}` }))),
      /^services: must have 1 to 12 services$/,
    ],
    [
      'a service with 0 items',
      (s) => (s.services[1].items = []),
      /^services\.1\.items: must have 1 to 8 items$/,
    ],
    [
      'two services with the same key',
      (s) => (s.services[1].key = s.services[0].key),
      /^services: two services have the same key$/,
    ],
    [
      'an unknown icon',
      (s) => (s.services[0].icon = 'rocket'),
      /^services\.0\.icon: must be one of the site's icons/,
    ],
    ['a field that does not exist', (s) => (s.tagline = 'x'), /^: has no setting named tagline$/],
    ['a missing field', (s) => delete s.contact.email, /^contact\.email: /],
    ['a year that is text', (s) => (s.foundedYear = '2020'), /^foundedYear: must be a year$/],
    [
      'a logo that is any other stored file',
      (s) => (s.logo = 'originals/2026/11/0c9f3a4e-0000-4000-8000-000000000000.jpg'),
      /^logo: must be a logo sent from the portal/,
    ],
    [
      'a logo that climbs out of its folder',
      (s) => (s.logo = `site/../originals/logo-${'0'.repeat(32)}-10x10.webp`),
      /^logo: must be a logo sent from the portal/,
    ],
    [
      'a colour scheme the site does not have',
      (s) => (s.colours = 'hot-pink'),
      /^colours: must be one of: navy-amber, charcoal-orange/,
    ],
    [
      'opening hours written 7am',
      (s) => (s.businessHours = [{ days: ['Mo'], opens: '7am', closes: '17:00' }]),
      /^businessHours\.0\.opens: must be a time/,
    ],
  ]
  it.each(errorCases)('refuse %s, naming the field', (_what, change, expected) => {
    const found = problems(changed(change))
    expect(
      found.some((problem) => expected.test(problem)),
      found.join('\n'),
    ).toBe(true)
  })

  it('are one schema for input and output, with nothing but JSON in it', () => {
    expect(JSON.parse(JSON.stringify(defaults))).toEqual(defaults)
    expect(z.safeParse(siteSettings, null).success).toBe(false)
  })
})
