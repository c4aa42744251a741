import type { SiteSettings } from '@site/contract/site-settings'

/** The form's groups, one tab each, and the settings each holds (the first part of a path). */
export const settingsGroups = [
  {
    id: 'company',
    label: 'Company',
    settings: [
      'name',
      'legalName',
      'shortName',
      'logo',
      'colours',
      'slogan',
      'description',
      'foundedYear',
      'registrationNumber',
    ],
  },
  { id: 'contact', label: 'Contact', settings: ['contact', 'social'] },
  { id: 'area', label: 'Area & hours', settings: ['region', 'areasServed', 'businessHours'] },
  { id: 'services', label: 'Services', settings: ['services'] },
  { id: 'home', label: 'Page texts', settings: ['hero', 'reasons', 'introductions'] },
  { id: 'about', label: 'About', settings: ['about'] },
  { id: 'quote', label: 'Quote form & privacy', settings: ['replyPromise', 'privacy'] },
  { id: 'footer', label: 'Footer', settings: ['footer'] },
  { id: 'certifications', label: 'Certifications', settings: ['certifications'] },
  { id: 'reviews', label: 'Reviews', settings: ['reviews'] },
] as const satisfies readonly { id: string; label: string; settings: (keyof SiteSettings)[] }[]

export type SettingsGroupId = (typeof settingsGroups)[number]['id']

/** The group a field is in, by its path; undefined for what is not a field (the form's errors). */
export function groupOf(path: string): SettingsGroupId | undefined {
  const setting = path.split('.')[0]
  return settingsGroups.find((group) =>
    (group.settings as readonly string[]).includes(setting ?? ''),
  )?.id
}

/** How many fields of each group have a message. */
export function problemsByGroup(
  errors: Record<string, string>,
): Partial<Record<SettingsGroupId, number>> {
  const counts: Partial<Record<SettingsGroupId, number>> = {}
  for (const path of Object.keys(errors)) {
    const group = groupOf(path)
    if (group) counts[group] = (counts[group] ?? 0) + 1
  }
  return counts
}
