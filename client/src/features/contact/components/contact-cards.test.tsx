import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../../../config/site'
import { ContactCards } from './contact-cards'

describe('ContactCards', () => {
  it('links the phone number and e-mail address from the site configuration', () => {
    render(<ContactCards />)
    expect(
      screen.getByRole('link', { name: site.contact.phone.display }).getAttribute('href'),
    ).toBe(`tel:${site.contact.phone.tel}`)
    expect(screen.getByRole('link', { name: site.contact.email }).getAttribute('href')).toBe(
      `mailto:${site.contact.email}`,
    )
  })

  it('shows the service area, registration, certifications and the reply promise', () => {
    render(<ContactCards />)
    for (const text of [
      site.region.label,
      site.region.detail,
      `Reg. ${site.registrationNumber}`,
      ...site.certifications.all,
      "We'll get back to you within 24 hours.",
    ]) {
      expect(screen.getByText(text)).toBeTruthy()
    }
  })
})
