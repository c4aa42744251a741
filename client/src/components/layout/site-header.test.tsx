import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetGalleryCategoryEvent } from '../../lib/gallery-events'
import { navLinks } from './nav-links'
import { SiteHeader } from './site-header'

function renderHeaderAt(path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <SiteHeader />
        <Outlet />
      </>
    ),
  })
  const pages = navLinks.map(({ to }) =>
    createRoute({ getParentRoute: () => rootRoute, path: to, component: () => <p>{to}</p> }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(<RouterProvider router={router} />)
  return router
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
