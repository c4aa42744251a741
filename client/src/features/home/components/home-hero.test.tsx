import type { SiteSettings } from '@site/contract/site-settings'
import { defaultSiteSettings as site } from '@site/contract/site-settings-defaults'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../test/render-with-router'
import { queryClientWithSettings, settingsWith } from '../../../test/site-settings'
import { HomeHero } from './home-hero'

function renderHero(settings?: SiteSettings) {
  return renderWithRouter(HomeHero, { queryClient: queryClientWithSettings(settings) })
}

describe('the home page hero', () => {
  it('says what a fresh install says', async () => {
    renderHero()
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Professional Electrical Services & General Maintenance',
    )
    expect(screen.getByText('Leave the rest, trust the best')).toBeTruthy()
    expect(screen.getByText('COC Certified · Since 2020')).toBeTruthy()
    expect(screen.getByText('Free quotes, answered within 24 hours')).toBeTruthy()
    for (const call of screen.getAllByRole('link', { name: /012 345 6789/ })) {
      expect(call.getAttribute('href')).toBe('tel:+27123456789')
    }
  })

  it('shows the headline, the numbers and the promise the settings have now', async () => {
    renderHero(
      settingsWith({
        hero: { headline: 'Solar for Soweto', subheadline: 'Power through load-shedding' },
        contact: { ...site.contact, personName: 'Lindiwe', phone: '+27111234567' },
        certifications: [],
        replyPromise: 'the same day',
      }),
    )
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Solar for Soweto')
    expect(screen.getByText('Power through load-shedding')).toBeTruthy()
    expect(screen.getByText('Call Lindiwe')).toBeTruthy()
    const calls = screen.getAllByRole('link', { name: /011 123 4567/ })
    expect(calls).toHaveLength(2)
    for (const call of calls) expect(call.getAttribute('href')).toBe('tel:+27111234567')
    expect(screen.queryByText(/012 345 6789/)).toBeNull()
    // No certification: the badge names the year alone.
    expect(screen.getByText('Since 2020')).toBeTruthy()
    expect(screen.getByText('Free quotes, answered the same day')).toBeTruthy()
  })

  it('shows markup typed into the settings as text', async () => {
    const headline = '</h1><script>alert(1)</script>'
    const subheadline = '"><img src=x onerror=alert(1)>'
    const { container } = renderHero(settingsWith({ hero: { headline, subheadline } }))
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(headline)
    expect(screen.getByText(subheadline)).toBeTruthy()
    expect(container.querySelector('script, img')).toBeNull()
  })
})
