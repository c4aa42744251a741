import type { SiteSettings } from '@site/contract/site-settings'
import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { weekdays } from '@site/contract/weekdays'
import type { TestApp } from './test-app.js'

// biome-ignore lint/suspicious/noExplicitAny: each case edits another path of the settings
export type EditableSettings = Record<string, any>

/** The defaults with one change, as staff would send them. */
export function settingsWith(change: (settings: EditableSettings) => void): EditableSettings {
  const settings = structuredClone(defaultSiteSettings) as EditableSettings
  change(settings)
  return settings
}

/**
 * The largest settings the schema takes: every text at its longest in `char` (a three-byte
 * character in UTF-8 makes the largest body), every list at its longest.
 */
export function largestSiteSettings(char = 'x'): SiteSettings {
  const s = (length: number) => char.repeat(length)
  const times = <T>(count: number, make: (index: number) => T) =>
    Array.from({ length: count }, (_, index) => make(index))
  const titled = () => ({ icon: 'heart-handshake' as const, title: s(80), text: s(400) })
  return {
    name: s(80),
    legalName: s(120),
    shortName: s(30),
    slogan: s(120),
    description: s(300),
    foundedYear: 2020,
    registrationNumber: s(40),
    contact: {
      personName: s(80),
      phone: '+27123456789',
      whatsapp: '+27825550100',
      email: `${'x'.repeat(100)}@example.com`,
      afterHoursPhone: '+27835550199',
    },
    social: times(6, () => ({ label: s(40), url: `https://${'x'.repeat(292)}` })),
    region: { label: s(80), detail: s(200), area: s(120) },
    areasServed: times(60, () => s(60)),
    businessHours: times(7, () => ({ days: [...weekdays], opens: '07:00', closes: '17:00' })),
    certifications: times(8, () => ({ name: s(80), description: s(400) })),
    services: times(12, (index) => ({
      key: `service-${index}-${'x'.repeat(28)}`,
      name: s(60),
      icon: 'heart-handshake' as const,
      items: times(8, () => s(80)),
    })),
    hero: { headline: s(120), subheadline: s(200) },
    introductions: { services: s(300), gallery: s(300), contact: s(300) },
    reasons: times(6, titled),
    about: {
      overview: times(8, () => s(1500)),
      mission: s(600),
      vision: s(600),
      coreValues: times(8, titled),
    },
    replyPromise: s(60),
    privacy: { heading: s(120), paragraphs: times(8, () => s(1500)) },
    // A Place ID is letters, digits, - and _ only, whatever `char` is.
    reviews: { googlePlaceId: 'x'.repeat(200), onHome: true, onAbout: true, onProjects: true },
    footer: { serviceList: times(12, () => s(60)), copyright: s(160) },
  }
}

/** The published settings and their version, as staff read them. */
export async function readSiteSettings(
  testApp: TestApp,
  cookie: string,
): Promise<{ version: number; settings: SiteSettings }> {
  const response = await testApp.app.inject({
    url: '/api/admin/site-settings',
    headers: { cookie },
  })
  if (response.statusCode !== 200) throw new Error(`reading the settings: ${response.body}`)
  return response.json()
}

/** `PUT /api/admin/site-settings`. */
export function publishSiteSettings(
  testApp: TestApp,
  cookie: string,
  body: { baseVersion: number; settings: unknown },
  headers: Record<string, string> = {},
) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/admin/site-settings',
    headers: { cookie, ...headers },
    payload: body,
  })
}
