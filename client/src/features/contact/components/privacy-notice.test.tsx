import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../../../config/site'
import { PrivacyNotice } from './privacy-notice'

describe('PrivacyNotice', () => {
  it('shows the heading and every paragraph of the site configuration', () => {
    render(<PrivacyNotice />)
    const notice = screen.getByRole('region', { name: site.privacy.heading })
    const texts = [...notice.querySelectorAll('p')].map((paragraph) => paragraph.textContent)
    expect(texts).toEqual(site.privacy.paragraphs)
  })

  it('links the company e-mail address for access, correction and deletion requests', () => {
    render(<PrivacyNotice />)
    const notice = screen.getByRole('region', { name: site.privacy.heading })
    expect(
      within(notice).getByRole('link', { name: site.contact.email }).getAttribute('href'),
    ).toBe(`mailto:${site.contact.email}`)
  })

  it('says what POPIA asks: what, why, how long, who sees it, and the right to complain', () => {
    const all = site.privacy.paragraphs.join(' ')
    expect(all).toMatch(/name, e-mail address, phone number/)
    expect(all).toMatch(/only to answer your quote request/)
    expect(all).toMatch(/12 months/)
    expect(all).toMatch(/e-mail provider/)
    expect(all).toContain(site.contact.email)
    expect(all).toMatch(/Information Regulator/)
  })
})
