import { defaultSiteSettings as site } from '@site/contract/site-settings-defaults'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSettings, settingsWith } from '../../../test/site-settings'
import { ContactCards } from './contact-cards'

describe('ContactCards', () => {
  it('links the phone number and e-mail address from the site settings', () => {
    renderWithSettings(<ContactCards />)
    expect(screen.getByRole('link', { name: '012 345 6789' }).getAttribute('href')).toBe(
      'tel:+27123456789',
    )
    expect(screen.getByRole('link', { name: '082 555 0100' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/27825550100\?/,
    )
    expect(screen.getByRole('link', { name: site.contact.email }).getAttribute('href')).toBe(
      `mailto:${site.contact.email}`,
    )
  })

  it('shows the service area, registration, certifications and the reply promise', () => {
    renderWithSettings(<ContactCards />)
    for (const text of [
      site.region.label,
      site.region.detail,
      `Reg. ${site.registrationNumber}`,
      ...site.certifications.map((certification) => certification.name),
      "We'll get back to you within 24 hours.",
    ]) {
      expect(screen.getByText(text)).toBeTruthy()
    }
  })

  it('shows no after-hours line, hours or towns while none are set (the defaults)', () => {
    renderWithSettings(<ContactCards />)
    expect(screen.queryByText('After hours')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Business hours' })).toBeNull()
    expect(screen.queryByText(/Areas we serve/)).toBeNull()
    expect(screen.getAllByRole('link', { name: /^0\d\d / })).toHaveLength(2)
  })

  it('shows the after-hours number, the opening hours and the towns served once set', () => {
    renderWithSettings(
      <ContactCards />,
      settingsWith({
        contact: { ...site.contact, phone: '+27111234567', afterHoursPhone: '+27829990000' },
        businessHours: [
          { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:30', closes: '17:00' },
          { days: ['Sa'], opens: '08:00', closes: '12:00' },
        ],
        areasServed: ['Centurion', 'Pretoria East'],
        replyPromise: 'the same day',
      }),
    )
    expect(screen.getByRole('link', { name: '011 123 4567' }).getAttribute('href')).toBe(
      'tel:+27111234567',
    )
    expect(screen.getByRole('link', { name: '082 999 0000' }).getAttribute('href')).toBe(
      'tel:+27829990000',
    )
    const hours = screen.getByRole('heading', { name: 'Business hours' }).parentElement
    expect(
      within(hours as HTMLElement)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Mon–Fri 07:30–17:00', 'Sat 08:00–12:00'])
    expect(screen.getByText('Areas we serve: Centurion, Pretoria East')).toBeTruthy()
    expect(screen.getByText("We'll get back to you the same day.")).toBeTruthy()
  })
})
