import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { describe, expect, it } from 'vitest'
import { changeLabel } from './change-labels'
import { withValueAt } from './dotted-path'
import { checkDraft, errorsFromServerMessage } from './settings-check'
import { draftOf, newRowId } from './settings-draft'

const draft = () => draftOf(defaultSiteSettings)

describe('website settings draft', () => {
  it('gives back the settings it was made from', () => {
    expect(checkDraft(draft())).toEqual({ ok: true, settings: defaultSiteSettings })
  })

  it('takes numbers in local form and lists without blank lines', () => {
    let changed = withValueAt(draft(), 'contact.whatsapp', '082 555 0199')
    changed = withValueAt(changed, 'contact.afterHoursPhone', '')
    changed = withValueAt(changed, 'areasServed', 'Centurion\n\n  Midrand \n')
    const checked = checkDraft(changed)
    expect(checked.ok && checked.settings.contact).toEqual({
      ...defaultSiteSettings.contact,
      whatsapp: '+27825550199',
    })
    expect(checked.ok && checked.settings.areasServed).toEqual(['Centurion', 'Midrand'])
  })

  it('makes a new service’s key from its name and keeps a published one’s', () => {
    const services = draft().services.map((service, index) =>
      index === 0 ? { ...service, name: 'Electrical work' } : service,
    )
    services.push(
      { rowId: newRowId(), key: '', name: 'Solar Panel Installations', icon: 'sun', items: 'A' },
      { rowId: newRowId(), key: '', name: 'Élan & Co', icon: 'sun', items: 'B' },
    )
    const checked = checkDraft({ ...draft(), services })
    expect(checked.ok && checked.settings.services.map((service) => service.key)).toEqual([
      'electrical',
      'solar',
      'building',
      'specialized',
      'plumbing',
      'maintenance',
      'solar-panel-installations',
      'elan-co',
    ])
  })

  it('puts each message at its field, a list entry’s with its line', () => {
    let changed = withValueAt(draft(), 'name', '  ')
    changed = withValueAt(changed, 'foundedYear', 'twenty')
    changed = withValueAt(changed, 'services.1.items', 'Setup\n\n'.concat('x'.repeat(81)))
    changed = withValueAt(changed, 'about.overview', 'One.\n\n'.concat('y'.repeat(1501)))
    const checked = checkDraft(changed)
    expect(checked.ok ? {} : checked.errors).toEqual({
      name: 'must not be empty',
      foundedYear: 'must be a year',
      'services.1.items': 'Line 3: must be at most 80 characters',
      'about.overview': 'Paragraph 2: must be at most 1500 characters',
    })
  })

  it('reads the fields of a 400 from the server’s message', () => {
    expect(
      errorsFromServerMessage(
        'settings.contact.phone: must be a phone number; settings.services: two services have the same key; baseVersion: must be a whole number',
        draft(),
      ),
    ).toEqual({
      'contact.phone': 'must be a phone number',
      services: 'two services have the same key',
      form: 'baseVersion: must be a whole number',
    })
  })
})

describe('changeLabel', () => {
  it('names a changed setting as staff read it', () => {
    expect(changeLabel('contact.phone')).toBe('Contact › Phone')
    expect(changeLabel('services.2.name')).toBe('Service 3 › Name')
    expect(changeLabel('services')).toBe('Services')
    expect(changeLabel('name')).toBe('Trading name')
    expect(changeLabel('introductions.gallery')).toBe('Gallery page introduction')
    expect(changeLabel('introductions')).toBe('Page introductions')
    expect(changeLabel('reviews.googlePlaceId')).toBe('Reviews › Google Place ID')
    expect(changeLabel('reviews.onAbout')).toBe('Reviews › Shown on the About page')
    expect(changeLabel('unknown.path')).toBe('unknown.path')
  })
})
