import type { OwnSessions } from '@site/contract/account'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ownSessionsQueryOptions } from '../api/own-sessions'
import { SessionsCard } from './sessions-card'

const sessions: OwnSessions = {
  sessions: [
    {
      id: 's1',
      device: 'Chrome on Android',
      createdAt: '2026-11-27T06:00:00.000Z',
      lastSeenAt: '2026-11-27T08:00:00.000Z',
      current: true,
    },
    {
      id: 's2',
      device: 'Safari on iPhone',
      createdAt: '2026-11-20T06:00:00.000Z',
      lastSeenAt: '2026-11-26T17:45:00.000Z',
      current: false,
    },
  ],
}

afterEach(cleanup)

describe('SessionsCard', () => {
  it('marks this device, says when the others were last used, and offers to end them', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
    queryClient.setQueryData(ownSessionsQueryOptions().queryKey, sessions)
    render(
      <QueryClientProvider client={queryClient}>
        <SessionsCard />
      </QueryClientProvider>,
    )
    const [here, phone] = screen.getAllByRole('listitem')
    if (!here || !phone) throw new Error('two sessions expected')
    expect(here.textContent).toMatch(/Chrome on Android\s*This device/)
    expect(within(here).queryByRole('button')).toBeNull()
    // 17:45 UTC is 19:45 in Johannesburg.
    expect(phone.textContent).toMatch(/Safari on iPhone.*Last used.*19:45/)
    expect(within(phone).getByRole('button', { name: 'Sign out' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDefined()
  })
})
