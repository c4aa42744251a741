import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { describe, expect, it } from 'vitest'
import { changedSettings } from './setting-changes.js'

const defaults = defaultSiteSettings
// biome-ignore lint/suspicious/noExplicitAny: each case edits another path of the settings
const copy = (): Record<string, any> => structuredClone(defaults)

describe('changedSettings', () => {
  it('names nothing when nothing changed', () => {
    expect(changedSettings(defaults, structuredClone(defaults))).toEqual([])
  })

  it('names each changed leaf, list items by their index', () => {
    const after = copy()
    after.contact.phone = '+27111111111'
    after.services[2].name = 'Builders'
    after.about.overview[0] = 'We build.'
    expect(changedSettings(defaults, after)).toEqual([
      'contact.phone',
      'services.2.name',
      'about.overview.0',
    ])
  })

  it('names a list that grew or shrank as a whole', () => {
    const after = copy()
    after.services.pop()
    after.areasServed.push('Centurion')
    after.services[0].name = 'Electrical'
    expect(changedSettings(defaults, after)).toEqual(['areasServed', 'services'])
  })

  it('names an optional setting that was set or cleared', () => {
    const after = structuredClone(defaults)
    after.contact.afterHoursPhone = '+27835550199'
    expect(changedSettings(defaults, after)).toEqual(['contact.afterHoursPhone'])
    expect(changedSettings(after, defaults)).toEqual(['contact.afterHoursPhone'])
  })
})
