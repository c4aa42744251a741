import { defaultSiteSettings as site } from '@site/contract/site-settings-defaults'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSettings, settingsWith } from '../../../test/site-settings'
import { PrivacyNotice } from './privacy-notice'

describe('PrivacyNotice', () => {
  it('shows the heading and every paragraph of the site settings', () => {
    renderWithSettings(<PrivacyNotice />)
    const notice = screen.getByRole('region', { name: site.privacy.heading })
    const texts = [...notice.querySelectorAll('p')].map((paragraph) => paragraph.textContent)
    expect(texts).toEqual(site.privacy.paragraphs)
  })

  it('links the company e-mail address for access, correction and deletion requests', () => {
    renderWithSettings(<PrivacyNotice />)
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

  it('shows markup in a paragraph as text', () => {
    const paragraph = '<script>alert(1)</script> "><img src=x onerror=alert(1)>'
    const { container } = renderWithSettings(
      <PrivacyNotice />,
      settingsWith({ privacy: { heading: '<b>Privacy</b>', paragraphs: [paragraph] } }),
    )
    expect(screen.getByRole('heading', { name: '<b>Privacy</b>' })).toBeTruthy()
    expect(screen.getByText(paragraph)).toBeTruthy()
    expect(container.querySelector('script, img, b')).toBeNull()
  })
})
