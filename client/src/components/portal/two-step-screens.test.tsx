import type { AdminSession, PendingStep } from '@site/contract/admin-session'
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionQueryKey } from '../../lib/session-query'
import { renderWithRouter } from '../../test/render-with-router'
import { AdminPortal } from './admin-portal'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** Signed in with the password, waiting for the second step (or its set-up). */
const waiting = (
  pending: PendingStep,
  methods: { authenticator: boolean; passkey: boolean },
): AdminSession => ({ authenticated: false, pending, methods })

async function renderPortal(session: AdminSession) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
  queryClient.setQueryData(sessionQueryKey, session)
  renderWithRouter(
    () => (
      <AdminPortal>
        <p>The section</p>
      </AdminPortal>
    ),
    { at: '/admin-portal', queryClient },
  )
  await screen.findAllByRole('heading', { level: 1 })
  return queryClient
}

describe('the sign-in steps after the password', () => {
  it('offers a passkey on the login form', async () => {
    const queryClient = await renderPortal({ authenticated: false })
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy()
    await act(async () => {
      queryClient.setQueryData(sessionQueryKey, {
        authenticated: false,
        pending: 'second-factor',
        methods: { authenticator: true, passkey: false },
      })
    })
    await screen.findByRole('heading', { name: 'Two-step sign-in' })
  })

  it('asks for the code, or a recovery code, and offers the passkey when the person has one', async () => {
    await renderPortal(waiting('second-factor', { authenticator: true, passkey: true }))
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy()
    expect(screen.queryByText('The section')).toBeNull()
    const code = screen.getByLabelText(/^Code/)
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(screen.getByRole('button', { name: 'Use your passkey' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }))
    expect(screen.getByLabelText(/^Recovery code/)).toBeTruthy()
  })

  it('asks only for the passkey when the person has no authenticator', async () => {
    await renderPortal(waiting('second-factor', { authenticator: false, passkey: true }))
    expect(screen.queryByLabelText(/^Code/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Use your passkey' })).toBeTruthy()
  })

  it('walks a person who must add a second step through it before the portal', async () => {
    await renderPortal(waiting('setup-second-factor', { authenticator: false, passkey: false }))
    expect(screen.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy()
    expect(screen.queryByText('The section')).toBeNull()
  })

  it('keeps the walk-through (and the recovery codes) when the session completes meanwhile', async () => {
    const queryClient = await renderPortal(
      waiting('setup-second-factor', { authenticator: false, passkey: false }),
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await act(async () => {
      queryClient.setQueryData(sessionQueryKey, {
        authenticated: true,
        username: 'nomsa',
        name: 'nomsa',
        role: 'office',
      })
      // The query cache tells the page on a timer (setTimeout 0): run it before looking.
      await vi.runOnlyPendingTimersAsync()
    })
    vi.useRealTimers()
    expect(screen.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeTruthy()
    expect(screen.queryByText('The section')).toBeNull()
    // Signed out meanwhile: the login form, not the walk-through.
    await act(async () => {
      queryClient.setQueryData(sessionQueryKey, { authenticated: false })
    })
    await screen.findByRole('form', { name: 'Staff sign-in' })
  })
})
