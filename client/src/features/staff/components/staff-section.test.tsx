import type { StaffList } from '@site/contract/staff'
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionQueryKey } from '../../../lib/session-query'
import { renderPublicSection } from '../../../test/render-public-section'
import { staffQueryOptions } from '../api/staff-api'
import { StaffSection } from './staff-section'

const staff: StaffList = {
  people: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Thandi Nkosi',
      username: 'admin',
      email: 'thandi@example.com',
      role: 'owner',
      state: 'active',
      twoStep: true,
      createdAt: '2026-01-05T08:00:00Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Lerato Dlamini',
      username: 'lerato@example.com',
      email: 'lerato@example.com',
      role: 'office',
      state: 'invited',
      twoStep: false,
      createdAt: '2026-11-27T08:00:00Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000003',
      name: 'Sipho Mokoena',
      username: 'sipho@example.com',
      email: 'sipho@example.com',
      role: 'office',
      state: 'locked',
      twoStep: false,
      createdAt: '2026-06-01T08:00:00Z',
    },
  ],
}

/** No query runs: the section shows what the cache holds and requests nothing. */
const renderStaff = () =>
  renderPublicSection(<StaffSection />, {
    data: [
      [staffQueryOptions().queryKey, staff],
      [sessionQueryKey, { authenticated: true, username: 'admin', name: 'admin', role: 'owner' }],
    ],
    queriesRun: false,
  })

describe('StaffSection', () => {
  it('lists each person with their state, as cards (phones) and as a table (wide screens)', async () => {
    await renderStaff()
    const cards = within(screen.getByRole('list', { name: 'Staff' })).getAllByRole('listitem')
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^Thandi Nkosi \(you\)thandi@example.comOwnerActive.*Two-step/),
      expect.stringMatching(/^Lerato Dlaminilerato@example.comOfficeInvited/),
      expect.stringMatching(/^Sipho Mokoenasipho@example.comOfficeLocked/),
    ])
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    // By state: an invite is resent or withdrawn; an account changes role, lock, or goes.
    const invited = within(rows[1] as HTMLElement)
    expect(invited.getByRole('button', { name: 'Resend invite' })).toBeTruthy()
    expect(invited.getByRole('button', { name: 'Withdraw' })).toBeTruthy()
    expect(invited.queryByRole('button', { name: 'Remove' })).toBeNull()
    const locked = within(rows[2] as HTMLElement)
    expect(locked.getByRole('button', { name: 'Unlock' })).toBeTruthy()
    expect((locked.getByLabelText('Role of Sipho Mokoena') as HTMLSelectElement).value).toBe(
      'office',
    )
  })

  it('asks before removing someone, and Cancel keeps them', async () => {
    await renderStaff()
    const row = within(screen.getAllByRole('row')[3] as HTMLElement)
    await act(async () => row.getByRole('button', { name: 'Remove' }).click())
    const confirm = row.getByRole('group', { name: 'Remove Sipho Mokoena?' })
    expect(confirm.textContent).toContain('cannot be undone')
    expect(document.activeElement?.textContent).toBe('Cancel')
    await act(async () => within(confirm).getByRole('button', { name: 'Cancel' }).click())
    expect(row.queryByRole('group')).toBeNull()
  })

  it('the invite form asks for a name, an e-mail address and a role, office by default', async () => {
    await renderStaff()
    const form = screen.getByRole('form', { name: 'Invite a person' })
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).required).toBe(true)
    expect((within(form).getByLabelText(/^E-mail address/) as HTMLInputElement).type).toBe('email')
    expect((within(form).getByLabelText(/^Role/) as HTMLSelectElement).value).toBe('office')
  })
})
