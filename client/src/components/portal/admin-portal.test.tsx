import type { AdminSession } from '@site/contract/admin-session'
import type { OpenAlert } from '@site/contract/alerts'
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, screen, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { openAlertsQueryOptions } from '../../lib/portal/open-alerts'
import { sessionQueryKey } from '../../lib/session-query'
import { renderWithRouter } from '../../test/render-with-router'
import { AdminPortal } from './admin-portal'
import { portalSections } from './portal-sections'

afterEach(() => act(() => toast.dismiss()))

/**
 * The portal with its session already known (or, with `undefined`, still unknown), in a router
 * (the section bar's tabs are links): queries are disabled, so nothing is requested from the API.
 */
async function renderPortal(
  session: AdminSession | undefined,
  newRequests?: number,
  path = '/admin-portal/media',
  alerts: OpenAlert[] = [],
  pendingReviews?: number,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
  if (session) queryClient.setQueryData(sessionQueryKey, session)
  queryClient.setQueryData(openAlertsQueryOptions().queryKey, { alerts })
  renderWithRouter(
    () => (
      <AdminPortal newRequests={newRequests} pendingReviews={pendingReviews}>
        <p>The section</p>
      </AdminPortal>
    ),
    { at: path, queryClient, toaster: true },
  )
  await screen.findAllByRole('heading', { level: 1 })
}

const owner: AdminSession = { authenticated: true, username: 'admin', name: 'admin', role: 'owner' }
/** Signs in with her e-mail address; the portal names her. */
const office: AdminSession = {
  authenticated: true,
  username: 'thandi@example.org',
  name: 'Thandi',
  role: 'office',
}

const h1 = () => screen.getAllByRole('heading', { level: 1 })

describe('AdminPortal', () => {
  it('shows a loading state, not the login form, while the session is unknown', async () => {
    await renderPortal(undefined)
    expect(screen.getByRole('status').textContent).toBe('Checking your session...')
    expect(screen.queryByRole('form')).toBeNull()
    expect(h1().map((heading) => heading.textContent)).toEqual(['Admin Portal'])
  })

  it('shows the login form when logged out', async () => {
    await renderPortal({ authenticated: false })
    expect(screen.getByRole('form', { name: 'Staff sign-in' })).toBeTruthy()
    expect(h1().map((heading) => heading.textContent)).toEqual(['Admin Portal'])
    expect(screen.queryByText('The section')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Portal sections' })).toBeNull()
  })

  it('opens the Upload section under the hero, and the others right under a slim band', async () => {
    const lead = /sorted into categories automatically/
    await renderPortal(owner, 0, '/admin-portal')
    expect(screen.getByText(lead)).toBeTruthy()
    cleanup()
    await renderPortal(owner, 0, '/admin-portal/requests')
    expect(screen.queryByText(lead)).toBeNull()
    expect(h1().map((heading) => heading.textContent)).toEqual(['Admin Media Upload Portal'])
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy()
  })

  it('shows the portal with its sections when logged in', async () => {
    await renderPortal(owner)
    expect(h1().map((heading) => heading.textContent)).toEqual(['Admin Media Upload Portal'])
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByText('admin').parentElement?.textContent).toBe('Signed in as admin')
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy()
    const bar = screen.getByRole('navigation', { name: 'Portal sections' })
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(portalSections.map((section) => section.to))
    for (const owners of [
      '/admin-portal/settings',
      '/admin-portal/system',
      '/admin-portal/staff',
    ]) {
      expect(
        within(bar)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain(owners)
    }
    // On a phone the sections beyond the bar's four are under More.
    expect(within(bar).getByRole('button', { name: 'More' })).toBeTruthy()
    // The section at this address is the current one.
    expect(within(bar).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(
      '/admin-portal/media',
    )
    expect(screen.getByText('The section')).toBeTruthy()
  })

  it('names the person by their name, not the e-mail address they sign in with', async () => {
    await renderPortal(office)
    expect(screen.getByText('Thandi').parentElement?.textContent).toBe('Signed in as Thandi')
    expect(screen.queryByText('thandi@example.org')).toBeNull()
  })

  it('shows office accounts only their sections; an owner section by its address says so', async () => {
    await renderPortal(office)
    const bar = screen.getByRole('navigation', { name: 'Portal sections' })
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(
      expect.not.arrayContaining([
        '/admin-portal/settings',
        '/admin-portal/system',
        '/admin-portal/staff',
      ]),
    )
    expect(within(bar).getByRole('link', { name: /Quote requests/ })).toBeTruthy()
    cleanup()
    for (const path of ['/admin-portal/settings', '/admin-portal/system', '/admin-portal/staff']) {
      await renderPortal(office, 0, path)
      expect(
        screen.getByRole('heading', { name: 'Only an owner can open this section' }),
      ).toBeTruthy()
      expect(screen.queryByText('The section')).toBeNull()
      cleanup()
    }
    // An owner opens them.
    await renderPortal(owner, 0, '/admin-portal/staff')
    expect(screen.getByText('The section')).toBeTruthy()
  })

  it('the phone bar keeps four sections and More, which lists the rest', async () => {
    await renderPortal(owner)
    const bar = screen.getByRole('navigation', { name: 'Portal sections' })
    const more = within(bar).getByRole('button', { name: 'More' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    await act(async () => more.click())
    const list = within(bar).getByRole('list', { name: 'More sections' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      portalSections.filter((section) => !section.onPhoneBar).map((section) => section.label),
    )
  })

  it('shows how many quote requests are new on their tab', async () => {
    await renderPortal(owner, 3)
    const bar = screen.getByRole('navigation', { name: 'Portal sections' })
    const requests = within(bar).getByRole('link', { name: /Quote requests/ })
    expect(requests.getAttribute('href')).toBe('/admin-portal/requests')
    expect(requests.textContent).toContain(' (3 new)')
    expect(within(bar).getAllByText('3')).toHaveLength(2)
  })

  it('shows how many reviews wait for approval on their entry, and on the phone’s More', async () => {
    await renderPortal(
      { authenticated: true, username: 'admin', name: 'admin', role: 'office' },
      0,
      '/admin-portal/media',
      [],
      2,
    )
    const bar = screen.getByRole('navigation', { name: 'Portal sections' })
    // The wide screens' tab.
    const tab = within(bar).getByRole('link', { name: /^Reviews/ })
    expect(tab.getAttribute('href')).toBe('/admin-portal/reviews')
    expect(tab.textContent).toContain(' (2 waiting)')
    // The phone: More says something waits, its list says where.
    const more = within(bar).getByRole('button', { name: 'More (2 waiting)' })
    await act(async () => more.click())
    const list = within(bar).getByRole('list', { name: 'More sections' })
    expect(within(list).getByRole('link', { name: /^Reviews/ }).textContent).toBe(
      'Reviews2 (2 waiting)',
    )
  })

  it('shows no count when no request is new', async () => {
    await renderPortal(owner, 0)
    const bar = screen.getByRole('navigation', { name: 'Portal sections' })
    expect(within(bar).queryByText(/new/)).toBeNull()
  })

  it("shows the owner's open alerts under the header, each with where to act, and none when there are none", async () => {
    const alert = (kind: OpenAlert['kind'], title: string, mailError: string | null = null) => ({
      kind,
      title,
      detail: 'What was seen.',
      since: '2026-11-27T08:00:00.000Z',
      lastMailedAt: mailError ? null : '2026-11-27T08:05:00.000Z',
      mailError,
      portalPath: kind === 'quote-mail' ? '/admin-portal/requests' : '/admin-portal/system',
    })
    await renderPortal(owner, 0, '/admin-portal/media', [
      alert('quote-mail', 'Quote requests are not being e-mailed', 'connect ECONNREFUSED'),
      alert('backup', 'The nightly backup failed'),
      alert('disk-space', 'A disk of the site is over 90 % full'),
    ])
    const banner = screen.getByRole('region', { name: 'Alerts' })
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Quote requests are not being e-mailed. The alert e-mail could not be sent. See quote requests',
      'The nightly backup failed. See System',
      'and 1 more: see System',
    ])
    expect(
      within(banner).getByRole('link', { name: 'See quote requests' }).getAttribute('href'),
    ).toBe('/admin-portal/requests')
    cleanup()
    await renderPortal(owner)
    expect(screen.queryByRole('region', { name: 'Alerts' })).toBeNull()
  })
})
