import type { SiteSettings } from '@site/contract/site-settings'
import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { Outlet } from '@tanstack/react-router'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetGalleryCategoryEvent } from '../../lib/gallery-events'
import { renderWithRouter } from '../../test/render-with-router'
import { queryClientWithSettings, settingsWith } from '../../test/site-settings'
import { navLinks } from './nav-links'
import { SiteHeader } from './site-header'

function renderHeaderAt(path: string, settings?: SiteSettings) {
  return renderWithRouter(
    () => (
      <>
        <SiteHeader />
        <Outlet />
      </>
    ),
    {
      at: path,
      pages: Object.fromEntries(navLinks.map(({ to }) => [to, () => <p>{to}</p>])),
      queryClient: queryClientWithSettings(settings),
    },
  ).router
}

const onReset = vi.fn()
afterEach(() => {
  window.removeEventListener(resetGalleryCategoryEvent, onReset)
  onReset.mockReset()
})

describe('SiteHeader', () => {
  it('links every page', async () => {
    renderHeaderAt('/')
    const nav = await screen.findAllByRole('navigation', { name: 'Main' })
    const desktop = nav[0] as HTMLElement
    for (const link of navLinks) {
      const anchor = [...desktop.querySelectorAll('a')].find((a) => a.textContent === link.label)
      expect(anchor?.getAttribute('href')).toBe(link.to)
    }
  })

  it('asks the gallery to reset when Gallery is clicked on the gallery', async () => {
    renderHeaderAt('/gallery')
    window.addEventListener(resetGalleryCategoryEvent, onReset)
    const [galleryLink] = await screen.findAllByRole('link', { name: 'Gallery' })
    fireEvent.click(galleryLink as HTMLElement)
    expect(onReset).toHaveBeenCalledTimes(1)
  })

  it('does not reset anything when Gallery is clicked elsewhere', async () => {
    renderHeaderAt('/about')
    window.addEventListener(resetGalleryCategoryEvent, onReset)
    const [galleryLink] = await screen.findAllByRole('link', { name: 'Gallery' })
    fireEvent.click(galleryLink as HTMLElement)
    expect(onReset).not.toHaveBeenCalled()
  })

  it('shows the name and the numbers of the site settings', async () => {
    renderHeaderAt(
      '/',
      settingsWith({
        name: 'Sparks & Spanners',
        shortName: 'S&S',
        contact: {
          ...defaultSiteSettings.contact,
          phone: '+27111234567',
          whatsapp: '+27829990000',
        },
      }),
    )
    expect(await screen.findByText('Sparks & Spanners')).toBeTruthy()
    expect(screen.getByText('S&S')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Call 011 123 4567' }).getAttribute('href')).toBe(
      'tel:+27111234567',
    )
    expect(
      screen.getByRole('link', { name: 'WhatsApp 082 999 0000' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/27829990000\?text=/)
  })

  it("shows the company's logo beside its name, in the room its size reserves", async () => {
    const logo = `site/logo-${'c0'.repeat(16)}-288x96.webp`
    const { container } = renderWithRouter(() => <SiteHeader />, {
      queryClient: queryClientWithSettings(settingsWith({ logo })),
    })
    await screen.findByText(defaultSiteSettings.name)
    const image = container.querySelector('img[data-site-logo]')
    expect(image?.getAttribute('src')).toBe(`/media/${logo}`)
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['288', '96'])
    // The name beside it is the link's text; the picture adds none.
    expect(image?.getAttribute('alt')).toBe('')
  })

  it("shows the site's icon until a logo is chosen", async () => {
    const { container } = renderWithRouter(() => <SiteHeader />, {
      queryClient: queryClientWithSettings(),
    })
    await screen.findByText(defaultSiteSettings.name)
    expect(container.querySelector('img[data-site-logo]')).toBeNull()
    expect(container.querySelector('header svg')).not.toBeNull()
  })

  it('opens and closes the phone menu with its button and Escape', async () => {
    renderHeaderAt('/')
    const button = await screen.findByRole('button', { name: 'Menu' })
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panel?.hidden).toBe(true)

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panel?.hidden).toBe(false)

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })
})
