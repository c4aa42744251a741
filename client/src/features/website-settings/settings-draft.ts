import type { SiteSettings } from '@site/contract/site-settings'
import { keyFromName } from './service-key'
import { blockOfLines, blockOfParagraphs, linesOf, paragraphsOf } from './text-blocks'

type Row<T> = T & {
  /** The form's own name for a row, so a moved or removed row keeps its inputs. */
  rowId: string
}
type Hours = SiteSettings['businessHours'][number]
type TitledText = SiteSettings['reasons'][number]

/**
 * What the form holds: the settings as staff type them. A year and an after-hours number are
 * text until checked, lists of lines and paragraphs are one text box each, and a new service's
 * `key` is empty until it is made from the name.
 */
export interface SettingsDraft
  extends Omit<
    SiteSettings,
    | 'foundedYear'
    | 'contact'
    | 'social'
    | 'areasServed'
    | 'businessHours'
    | 'certifications'
    | 'services'
    | 'reasons'
    | 'about'
    | 'privacy'
    | 'footer'
  > {
  foundedYear: string
  contact: Omit<SiteSettings['contact'], 'afterHoursPhone'> & { afterHoursPhone: string }
  social: Row<SiteSettings['social'][number]>[]
  areasServed: string
  businessHours: Row<Hours>[]
  certifications: Row<SiteSettings['certifications'][number]>[]
  services: Row<Omit<SiteSettings['services'][number], 'items'> & { items: string }>[]
  reasons: Row<TitledText>[]
  about: Omit<SiteSettings['about'], 'overview' | 'coreValues'> & {
    overview: string
    coreValues: Row<TitledText>[]
  }
  privacy: { heading: string; paragraphs: string }
  footer: { serviceList: string; copyright: string }
}

export type SettingsRow = SettingsDraft['services'][number]

let rows = 0
export const newRowId = () => `row-${++rows}`

function withRowIds<T extends object>(list: readonly T[]): Row<T>[] {
  return list.map((item) => ({ ...item, rowId: newRowId() }))
}

function withoutRowIds<T extends object>(list: readonly Row<T>[]): T[] {
  return list.map(({ rowId: _, ...item }) => item as unknown as T)
}

export function draftOf(settings: SiteSettings): SettingsDraft {
  const { contact, about, privacy, footer } = settings
  return {
    ...settings,
    foundedYear: String(settings.foundedYear),
    contact: { ...contact, afterHoursPhone: contact.afterHoursPhone ?? '' },
    social: withRowIds(settings.social),
    areasServed: blockOfLines(settings.areasServed),
    businessHours: withRowIds(settings.businessHours),
    certifications: withRowIds(settings.certifications),
    services: withRowIds(
      settings.services.map((service) => ({ ...service, items: blockOfLines(service.items) })),
    ),
    reasons: withRowIds(settings.reasons),
    about: {
      ...about,
      overview: blockOfParagraphs(about.overview),
      coreValues: withRowIds(about.coreValues),
    },
    privacy: { ...privacy, paragraphs: blockOfParagraphs(privacy.paragraphs) },
    footer: { ...footer, serviceList: blockOfLines(footer.serviceList) },
  }
}

const texts = (entries: { text: string }[]) => entries.map((entry) => entry.text)

/** The draft in the shape the schema checks (and the API takes); not yet checked. */
export function settingsInput(draft: SettingsDraft): unknown {
  const { contact, about, privacy, footer } = draft
  const { afterHoursPhone, ...phones } = contact
  const year = draft.foundedYear.trim()
  return {
    ...draft,
    // Anything but digits stays text, so the schema says "must be a year".
    foundedYear: /^\d+$/.test(year) ? Number(year) : year,
    contact: { ...phones, ...(afterHoursPhone.trim() ? { afterHoursPhone } : {}) },
    social: withoutRowIds(draft.social),
    areasServed: texts(linesOf(draft.areasServed)),
    businessHours: withoutRowIds(draft.businessHours),
    certifications: withoutRowIds(draft.certifications),
    services: servicesWithKeys(draft.services),
    reasons: withoutRowIds(draft.reasons),
    about: {
      ...about,
      overview: texts(paragraphsOf(about.overview)),
      coreValues: withoutRowIds(about.coreValues),
    },
    privacy: { ...privacy, paragraphs: texts(paragraphsOf(privacy.paragraphs)) },
    footer: { ...footer, serviceList: texts(linesOf(footer.serviceList)) },
  }
}

/** The services with their keys: a published one keeps its own, a new one gets one made. */
export function servicesWithKeys(services: SettingsDraft['services']) {
  const taken = new Set(services.map((service) => service.key).filter(Boolean))
  return withoutRowIds(services).map((service) => {
    if (service.key) return { ...service, items: texts(linesOf(service.items)) }
    const key = keyFromName(service.name, taken)
    taken.add(key)
    return { ...service, key, items: texts(linesOf(service.items)) }
  })
}

/** Whether staff changed anything (row ids and line breaks at the ends do not count). */
export function sameSettings(draft: SettingsDraft, other: SettingsDraft): boolean {
  return JSON.stringify(settingsInput(draft)) === JSON.stringify(settingsInput(other))
}
