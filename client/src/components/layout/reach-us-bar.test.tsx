import { Outlet } from '@tanstack/react-router'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../test/render-with-router'
import { navLinks } from './nav-links'
import { pageTopic, ReachUsBar } from './reach-us-bar'

const PageWithAField = () => (
  <label>
    Name <input type="text" />
  </label>
)

async function renderBarAt(path: string) {
  const paths = [...navLinks.map(({ to }) => to), '/admin-portal', '/review/$token']
  const { router } = renderWithRouter(
    () => (
      <>
        <Outlet />
        <ReachUsBar />
      </>
    ),
    { at: path, pages: Object.fromEntries(paths.map((to) => [to, PageWithAField])) },
  )
  await act(() => router.load())
  return router
}

const whatsAppText = (link: HTMLElement) =>
  new URL(link.getAttribute('href') ?? '').searchParams.get('text')

describe('the reach-us bar', () => {
  it('offers Call, WhatsApp and Get Free Quote on a public page', async () => {
    await renderBarAt('/gallery')
    const bar = await screen.findByRole('navigation', { name: 'Contact us' })
    expect(within(bar).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(
      'tel:+27123456789',
    )
    const whatsApp = within(bar).getByRole('link', { name: 'WhatsApp' })
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/27825550100\?text=/)
    expect(whatsAppText(whatsApp)).toBe(
      'Hi, I saw your Gallery page on your website and would like a quote.',
    )
    expect(within(bar).getByRole('link', { name: 'Get Free Quote' }).getAttribute('href')).toBe(
      '/contact',
    )
  })

  it('steps aside while a text field has the focus (the keyboard is up)', async () => {
    await renderBarAt('/services')
    const bar = await screen.findByRole('navigation', { name: 'Contact us' })
    const field = screen.getByLabelText('Name')
    expect(bar.classList.contains('hidden')).toBe(false)
    act(() => field.focus())
    fireEvent.focusIn(field)
    await waitFor(() => expect(bar.classList.contains('hidden')).toBe(true))
    act(() => field.blur())
    fireEvent.focusOut(field)
    await waitFor(() => expect(bar.classList.contains('hidden')).toBe(false))
  })

  it('is not on the admin portal', async () => {
    await renderBarAt('/admin-portal')
    await screen.findByLabelText('Name')
    expect(screen.queryByRole('navigation', { name: 'Contact us' })).toBeNull()
  })

  it("is not on a customer's review page", async () => {
    await renderBarAt('/review/a-token')
    await screen.findByLabelText('Name')
    expect(screen.queryByRole('navigation', { name: 'Contact us' })).toBeNull()
  })

  it('names the page in the message, except home and contact', () => {
    expect(pageTopic('/')).toBeUndefined()
    expect(pageTopic('/contact')).toBeUndefined()
    expect(pageTopic('/about')).toEqual({ kind: 'page', name: 'About' })
    expect(pageTopic('/services')).toEqual({ kind: 'page', name: 'Services' })
  })
})
