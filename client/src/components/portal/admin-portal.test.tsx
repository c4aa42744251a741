import type { AdminSession } from '@site/contract/admin-session'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Toaster, toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionQueryKey } from '../../lib/session-query'
import { AdminPortal } from './admin-portal'

afterEach(() => act(() => toast.dismiss()))

/**
 * The portal with its session already known (or, with `undefined`, still unknown): queries are
 * disabled, so nothing is requested from the API.
 */
function renderPortal(session: AdminSession | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
  if (session) queryClient.setQueryData(sessionQueryKey, session)
  render(
    <QueryClientProvider client={queryClient}>
      <AdminPortal>
        <p>Project list</p>
      </AdminPortal>
      <Toaster />
    </QueryClientProvider>,
  )
}

const h1 = () => screen.getAllByRole('heading', { level: 1 })

describe('AdminPortal', () => {
  it('shows a loading state, not the login form, while the session is unknown', () => {
    renderPortal(undefined)
    expect(screen.getByRole('status').textContent).toBe('Checking your session...')
    expect(screen.queryByRole('form')).toBeNull()
    expect(h1().map((heading) => heading.textContent)).toEqual(['Admin Portal'])
  })

  it('shows the login form when logged out', () => {
    renderPortal({ authenticated: false })
    expect(screen.getByRole('form', { name: 'Staff sign-in' })).toBeTruthy()
    expect(h1().map((heading) => heading.textContent)).toEqual(['Admin Portal'])
    expect(screen.queryByText('Project list')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull()
  })

  it('shows the upload portal when logged in', () => {
    renderPortal({ authenticated: true, username: 'admin' })
    expect(h1().map((heading) => heading.textContent)).toEqual(['Admin Media Upload Portal'])
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByText('admin').parentElement?.textContent).toBe('Signed in as admin')
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Upload Images' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Upload Videos' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.getByRole('heading', { level: 2, name: 'Manage media' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Quote requests' })).toBeTruthy()
    expect(screen.getByText('Project list')).toBeTruthy()
  })

  it('refuses a file of the wrong type with "Upload Error" and sends nothing', async () => {
    renderPortal({ authenticated: true, username: 'admin' })
    const images = screen.getByLabelText('Select Images') as HTMLInputElement
    const pdf = new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' })
    fireEvent.change(images, { target: { files: [pdf] } })

    expect(await screen.findByText('Upload Error')).toBeTruthy()
    expect(
      screen.getByText(
        'Invalid file type: quote.pdf. Allowed types: jpeg, jpg, png, webp, heic, heif',
      ),
    ).toBeTruthy()
    // Nothing started: the banner is empty and both inputs stay enabled.
    expect(within(screen.getByRole('status')).queryByText(/Processing/)).toBeNull()
    expect(images.disabled).toBe(false)
    expect((screen.getByLabelText('Select Videos') as HTMLInputElement).disabled).toBe(false)
  })

  it('refuses a video over 500 MB with "Upload Error"', async () => {
    renderPortal({ authenticated: true, username: 'admin' })
    const videos = screen.getByLabelText('Select Videos') as HTMLInputElement
    const big = new File([], 'long.mp4', { type: 'video/mp4' })
    Object.defineProperty(big, 'size', { value: 500 * 1024 * 1024 + 1 })
    fireEvent.change(videos, { target: { files: [big] } })
    expect(await screen.findByText('File too large: long.mp4. Maximum size: 500MB')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
