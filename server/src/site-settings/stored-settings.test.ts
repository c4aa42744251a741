import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { describe, expect, it } from 'vitest'
import { settingsFromStore } from './stored-settings.js'

const defaults = defaultSiteSettings
// biome-ignore lint/suspicious/noExplicitAny: each case stores what an earlier release might have
type Stored = Record<string, any>

/** The defaults with staff's own name and phone, changed as an earlier release might have. */
function stored(change: (settings: Stored) => void): Stored {
  const settings = structuredClone(defaults) as Stored
  settings.name = 'Mokoena Electrical'
  settings.contact.phone = '+27115550123'
  change(settings)
  return settings
}

describe('settingsFromStore', () => {
  it('reads settings the schema takes as they are', () => {
    const settings = stored(() => {})
    expect(settingsFromStore(settings)).toEqual(settings)
  })

  it('gives a setting added since its default and keeps the others', () => {
    const read = settingsFromStore(
      stored((s) => {
        delete s.replyPromise
        delete s.contact.email
      }),
    )
    expect(read.replyPromise).toBe(defaults.replyPromise)
    expect(read.contact.email).toBe(defaults.contact.email)
    expect(read.contact.phone).toBe('+27115550123')
    expect(read.name).toBe('Mokoena Electrical')
  })

  it('gives the page introductions their defaults in a version stored before they were settings', () => {
    const read = settingsFromStore(stored((s) => delete s.introductions))
    expect(read.introductions).toEqual(defaults.introductions)
    expect(read.introductions.gallery).toMatch(/^Photos and videos of our finished work/)
    expect(read.name).toBe('Mokoena Electrical')
    expect(read.contact.phone).toBe('+27115550123')
  })

  it('drops a setting removed since', () => {
    const read = settingsFromStore(
      stored((s) => {
        s.fax = '012 555 0000'
        s.contact.pager = '123'
      }),
    )
    expect(read).not.toHaveProperty('fax')
    expect(read.contact).not.toHaveProperty('pager')
    expect(read.name).toBe('Mokoena Electrical')
  })

  it('takes the default of a value a later rule refuses', () => {
    const read = settingsFromStore(stored((s) => (s.slogan = 'x'.repeat(500))))
    expect(read.slogan).toBe(defaults.slogan)
    expect(read.name).toBe('Mokoena Electrical')
  })

  it('leaves out a list item that is wrong, and a list left too short takes its default', () => {
    const oneWrong = settingsFromStore(stored((s) => (s.services[1].icon = 'a-removed-icon')))
    expect(oneWrong.services.map((s) => s.key)).toEqual(
      defaults.services.filter((_, index) => index !== 1).map((s) => s.key),
    )
    const allWrong = settingsFromStore(
      stored((s) => {
        s.services = [{ ...s.services[0], icon: 'a-removed-icon' }]
      }),
    )
    expect(allWrong.services).toEqual(defaults.services)
    expect(allWrong.name).toBe('Mokoena Electrical')
  })

  it('gives the defaults for what is not settings at all', () => {
    for (const value of [null, 'text', 42, [], [1, 2]]) {
      expect(settingsFromStore(value)).toEqual(defaults)
    }
  })
})
