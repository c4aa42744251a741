import { defaultSiteSettings as site } from '@site/contract/site-settings-defaults'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSettings, settingsWith } from '../../test/site-settings'
import { SiteFooter } from './site-footer'

const servicesColumn = () =>
  within(screen.getByRole('heading', { name: 'Services' }).parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('SiteFooter', () => {
  it('shows the company, its contact details, the short services list and the copyright', () => {
    renderWithSettings(<SiteFooter />)
    expect(screen.getByText(site.description)).toBeTruthy()
    expect(screen.getByText('COC Certified · Reg. 2020/000000/07')).toBeTruthy()
    expect(screen.getByRole('link', { name: '012 345 6789' }).getAttribute('href')).toBe(
      'tel:+27123456789',
    )
    expect(servicesColumn()).toEqual(site.footer.serviceList)
    expect(
      screen.getByText('© 2024 Example Electrical & Construction. All rights reserved.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: /Follow us on Facebook/ }).getAttribute('href')).toBe(
      'https://www.facebook.com/example',
    )
    // None set in the defaults: nothing about them.
    expect(screen.queryByText(/After hours/)).toBeNull()
  })

  it('lists the services by name when the settings give no short list', () => {
    renderWithSettings(
      <SiteFooter />,
      settingsWith({ footer: { ...site.footer, serviceList: [] } }),
    )
    expect(servicesColumn()).toEqual(site.services.map((service) => service.name))
  })

  it('shows every social link, the after-hours number, the hours and the towns once set', () => {
    renderWithSettings(
      <SiteFooter />,
      settingsWith({
        social: [
          { label: 'Facebook', url: 'https://www.facebook.com/example' },
          { label: 'Instagram', url: 'https://www.instagram.com/example' },
        ],
        contact: { ...site.contact, afterHoursPhone: '+27829990000' },
        businessHours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:30', closes: '17:00' }],
        areasServed: ['Centurion', 'Pretoria East'],
        certifications: [],
        footer: { ...site.footer, copyright: '© 2026 Sparks & Spanners' },
      }),
    )
    expect(screen.getAllByRole('link', { name: /^Follow us on/ })).toHaveLength(2)
    expect(screen.getByRole('link', { name: '082 999 0000' }).getAttribute('href')).toBe(
      'tel:+27829990000',
    )
    expect(screen.getByText('Mon–Fri 07:30–17:00')).toBeTruthy()
    expect(screen.getByText('Centurion, Pretoria East')).toBeTruthy()
    expect(screen.getByText('Reg. 2020/000000/07')).toBeTruthy()
    expect(screen.getByText('© 2026 Sparks & Spanners')).toBeTruthy()
  })

  it('shows no social links when there are none', () => {
    renderWithSettings(<SiteFooter />, settingsWith({ social: [] }))
    expect(screen.queryByRole('link', { name: /^Follow us on/ })).toBeNull()
  })
})
