import type { Lead } from '@site/contract/leads'
import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { leadFixture } from '../../../test/lead-fixture'
import { renderWithSettings, settingsWith } from '../../../test/site-settings'
import { LeadList } from './lead-list'

const newest = leadFixture({
  id: '2',
  serviceType: 'solar',
  message: 'Solar for a 3-bed house.\nAvailable on weekends.',
})

const older = leadFixture({
  id: '1',
  firstName: 'Pieter',
  lastName: '<b>van Wyk</b>',
  email: 'pieter@example.org',
  phone: '+27 82 555 0202',
  message: '<script>alert("x")</script><img src=x onerror=alert(1)>',
  createdAt: '2025-03-10T08:00:00Z',
  deliveryStatus: 'failed',
  deliveryAttempts: 5,
  lastDeliveryError: '550 Mailbox unavailable',
  sentAt: null,
  stage: 'won',
  stageChangedAt: '2025-03-11T09:00:00Z',
  firstContactAt: '2025-03-11T09:00:00Z',
})

const pending = leadFixture({
  ...newest,
  id: '3',
  firstName: 'Lerato',
  deliveryStatus: 'pending',
  deliveryAttempts: 2,
  lastDeliveryError: 'Connection timed out',
  sentAt: null,
})

function renderList(
  leads: Lead[],
  onChange = vi.fn(),
  busyId?: string,
  onErase: (lead: Lead) => Promise<unknown> = async () => {},
  settings = defaultSiteSettings,
) {
  renderWithSettings(
    <LeadList leads={leads} onChange={onChange} onErase={onErase} busyId={busyId} />,
    settings,
  )
  return onChange
}

const card = (name: string) => screen.getByRole('article', { name })

describe('LeadList', () => {
  it('says so when there are none', () => {
    renderList([])
    expect(screen.getByText('No quote requests yet.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows the requests in the order given (newest first)', () => {
    renderList([newest, older])
    const list = screen.getByRole('list', { name: 'Quote requests, newest first' })
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Thandi Mokoena', 'Pieter <b>van Wyk</b>'])
  })

  it('shows contact links, the service, the South African date and the message', () => {
    renderList([newest])
    const row = within(card('Thandi Mokoena'))
    expect(row.getByRole('link', { name: 'thandi@example.org' }).getAttribute('href')).toBe(
      'mailto:thandi@example.org',
    )
    expect(row.getByRole('link', { name: '082 555 0101' }).getAttribute('href')).toBe(
      'tel:0825550101',
    )
    expect(row.getByText('Solar Panel Installations')).toBeTruthy()
    const time = row.getByText('12 Mar 2025, 14:05')
    expect(time.tagName).toBe('TIME')
    expect(time.getAttribute('datetime')).toBe('2025-03-12T12:05:00Z')
    expect(
      row.getByText(
        (_, element) => element?.textContent === newest.message && element.tagName === 'P',
      ),
    ).toBeTruthy()
  })

  it('names the service by its current name, and a value no service has as stored', () => {
    const renamed = settingsWith({
      services: defaultSiteSettings.services.map((service) =>
        service.key === 'solar' ? { ...service, name: 'Solar & Batteries' } : service,
      ),
    })
    const fromBefore = leadFixture({ id: '4', firstName: 'Sipho', serviceType: 'Thatching' })
    renderList([newest, fromBefore], vi.fn(), undefined, undefined, renamed)
    expect(within(card('Thandi Mokoena')).getByText('Solar & Batteries')).toBeTruthy()
    expect(within(card('Sipho Mokoena')).getByText('Thatching')).toBeTruthy()
  })

  it('says when no service was chosen', () => {
    renderList([older])
    expect(within(card('Pieter <b>van Wyk</b>')).getByText('Not specified')).toBeTruthy()
  })

  it('shows what a visitor typed as text, never as HTML', () => {
    renderList([older])
    const row = card('Pieter <b>van Wyk</b>')
    expect(row.querySelector('script, img, b')).toBeNull()
    expect(within(row).getByText(older.message)).toBeTruthy()
  })

  it.each([
    [newest, 'E-mail sent'],
    [pending, 'E-mail pending'],
    [
      { ...newest, deliveryStatus: 'outbox' as const },
      'Saved to the local outbox (no mail server configured)',
    ],
    [older, 'E-mail failed'],
  ])('badges the delivery status (%#)', (lead, badge) => {
    renderList([lead])
    expect(screen.getByText(badge)).toBeTruthy()
  })

  it('gives the last delivery error of a request not yet sent', () => {
    renderList([older, pending, { ...newest, lastDeliveryError: 'old error' }])
    expect(
      within(card('Pieter <b>van Wyk</b>')).getByText(
        'Last delivery error (after 5 attempt(s)): 550 Mailbox unavailable',
      ),
    ).toBeTruthy()
    expect(
      within(card('Lerato Mokoena')).getByText(
        'Last delivery error (after 2 attempt(s)): Connection timed out',
      ),
    ).toBeTruthy()
    expect(screen.queryByText(/old error/)).toBeNull()
  })

  it('disables the stage of the request being saved', () => {
    renderList([newest, older], vi.fn(), '2')
    expect(
      (within(card('Thandi Mokoena')).getByLabelText('Stage') as HTMLSelectElement).disabled,
    ).toBe(true)
    expect(
      (within(card('Pieter <b>van Wyk</b>')).getByLabelText('Stage') as HTMLSelectElement).disabled,
    ).toBe(false)
  })

  it('shows the reference, and the date of a yes to offers', () => {
    renderList([
      leadFixture({ reference: 'Q-2026-0042', marketingConsentAt: '2026-03-02T08:00:00Z' }),
    ])
    expect(within(card('Thandi Mokoena')).getByText('Q-2026-0042')).toBeTruthy()
    expect(card('Thandi Mokoena').textContent).toMatch(/Agreed to offers by e-mail on .*2026/)
  })

  it('erases a request only after a second, explicit step; Cancel keeps it', async () => {
    const erased: Lead[] = []
    renderList([newest], vi.fn(), undefined, async (lead) => {
      erased.push(lead)
    })
    fireEvent.click(within(card('Thandi Mokoena')).getByRole('button', { name: 'Erase' }))
    const confirm = screen.getByRole('group', { name: 'Erase Q-2026-0001 from Thandi Mokoena?' })
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(erased).toEqual([])
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Erase' })),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Erase' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, erase' }))
    await waitFor(() => expect(erased).toEqual([newest]))
  })

  it('gives the buttons back when the server did not erase it', async () => {
    renderList([newest], vi.fn(), undefined, async () => {
      throw new Error('no')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, erase' }))
    await screen.findByRole('button', { name: 'Erase' })
  })

  it('offers one-tap replies that carry the reference', () => {
    renderList([leadFixture({ reference: 'Q-2026-0042', phone: '082 555 0101' })])
    const replies = within(card('Thandi Mokoena')).getByRole('group', {
      name: 'Reply to Q-2026-0042',
    })
    const whatsApp = new URL(
      within(replies).getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '',
    )
    expect(whatsApp.pathname).toBe('/27825550101')
    expect(whatsApp.searchParams.get('text')).toMatch(/^Hi Thandi, .* quote request Q-2026-0042\.$/)
    expect(within(replies).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(
      'tel:+27825550101',
    )
    const mail = within(replies).getByRole('link', { name: 'E-mail' }).getAttribute('href') ?? ''
    expect(mail.startsWith('mailto:thandi@example.org?subject=')).toBe(true)
    expect(decodeURIComponent(mail)).toContain('Your quote request Q-2026-0042')
  })

  it('leaves WhatsApp out when the phone number cannot be read', () => {
    renderList([leadFixture({ phone: '555 0101' })])
    expect(within(card('Thandi Mokoena')).queryByRole('link', { name: 'WhatsApp' })).toBeNull()
    expect(within(card('Thandi Mokoena')).getByRole('link', { name: 'Call' })).toBeTruthy()
  })

  it('moves a request to a stage, and saves a note once it changed', () => {
    const onChange = renderList([newest])
    const request = within(card('Thandi Mokoena'))
    const stage = request.getByLabelText('Stage') as HTMLSelectElement
    expect(stage.value).toBe('new')
    expect([...stage.options].map((option) => option.text)).toEqual([
      'New',
      'Contacted',
      'Quoted',
      'Won',
      'Done',
      'Lost',
    ])
    fireEvent.change(stage, { target: { value: 'quoted' } })
    expect(onChange).toHaveBeenLastCalledWith('2', { stage: 'quoted' })
    // The stage is the one way to say where a request stands: no "Mark as handled" beside it.
    expect(request.queryByRole('button', { name: /handled/i })).toBeNull()

    const save = request.getByRole('button', { name: 'Save note' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    fireEvent.change(request.getByLabelText('Note'), { target: { value: 'Call back Friday' } })
    fireEvent.click(save)
    expect(onChange).toHaveBeenLastCalledWith('2', { note: 'Call back Friday' })
  })
})
