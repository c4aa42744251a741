import type { StaffMember } from '@site/contract/staff'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PersonActions } from './person-actions'

afterEach(cleanup)

const nomsa: StaffMember = {
  id: '00000000-0000-4000-8000-000000000004',
  name: 'Nomsa Khumalo',
  username: 'nomsa@example.com',
  email: 'nomsa@example.com',
  role: 'office',
  state: 'active',
  twoStep: true,
  createdAt: '2026-11-27T08:00:00Z',
}

function renderActions(person: StaffMember, isYou = false) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PersonActions person={person} isYou={isYou} />
    </QueryClientProvider>,
  )
}

describe('PersonActions: resetting a person’s two-step sign-in', () => {
  it('is offered for someone else who has a second step, with a confirm step first', () => {
    renderActions(nomsa)
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-step' }))
    expect(screen.getByText('Reset the two-step sign-in of Nomsa Khumalo?')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Yes, reset' })).toBeTruthy()
  })

  it('is not offered for yourself, nor for someone without a second step', () => {
    renderActions(nomsa, true)
    expect(screen.queryByRole('button', { name: 'Reset two-step' })).toBeNull()
    cleanup()
    renderActions({ ...nomsa, twoStep: false })
    expect(screen.queryByRole('button', { name: 'Reset two-step' })).toBeNull()
  })
})
