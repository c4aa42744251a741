import type { AdminMediaItem } from '@site/contract/media-admin'
import type { AdminPortfolioProject } from '@site/contract/portfolio'
import type { SiteSettings } from '@site/contract/site-settings'
import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Toaster, toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { provideSiteSettings } from '../../../lib/site-settings'
import { adminMediaItemFixture } from '../../../test/media-item-fixture'
import { adminPortfolioFixture } from '../../../test/portfolio-fixture'
import type { SavePortfolioProject } from '../api/save-portfolio-project'
import { PortfolioEditor } from './portfolio-editor'

afterEach(() => act(() => toast.dismiss()))

// Media ids are UUIDs, as the contract asks.
const photoBefore = '00000000-0000-4000-8000-0000000000b1'
const photoAfter = '00000000-0000-4000-8000-0000000000b2'
const walkthrough = '00000000-0000-4000-8000-0000000000b3'
const before = adminMediaItemFixture({ id: photoBefore, title: 'Old wiring' })
const after = adminMediaItemFixture({ id: photoAfter, title: 'New board' })
const video = adminMediaItemFixture({ id: walkthrough, title: 'Walkthrough', fileType: 'video' })
const media = [before, after, video]

/**
 * The editor with recording stand-ins for the server, under the published `settings`; a save
 * responds with what was sent.
 */
function renderEditor(
  project: AdminPortfolioProject,
  media: AdminMediaItem[],
  settings: SiteSettings = defaultSiteSettings,
) {
  const calls = { save: [] as SavePortfolioProject[], delete: [] as string[], closed: 0 }
  const queryClient = new QueryClient()
  provideSiteSettings(queryClient, { version: 1, settings })
  render(
    <QueryClientProvider client={queryClient}>
      <PortfolioEditor
        project={project}
        media={media}
        onSave={async (request) => {
          calls.save.push(request)
          return { ...project, ...request.body } as AdminPortfolioProject
        }}
        onDelete={async (id) => {
          calls.delete.push(id)
        }}
        onClose={() => {
          calls.closed++
        }}
      />
      <Toaster />
    </QueryClientProvider>,
  )
  return calls
}

const order = () =>
  [...screen.getByRole('list', { name: 'Items in order' }).querySelectorAll('[data-item]')].map(
    (row) => row.getAttribute('data-item'),
  )

/** What a keyboard's Enter or Space on a focused button does. */
function press(button: HTMLElement) {
  button.focus()
  fireEvent.click(button)
}

describe('Portfolio editor', () => {
  it('reorders by keyboard, announces each move, keeps the focus on the moved item and saves the order', async () => {
    const calls = renderEditor(
      adminPortfolioFixture({ items: [photoBefore, photoAfter, walkthrough] }),
      media,
    )
    press(screen.getByRole('button', { name: 'Move “Walkthrough” up' }))
    expect(order()).toEqual([photoBefore, walkthrough, photoAfter])
    expect(screen.getByText('“Walkthrough” moved to position 2 of 3.')).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move “Walkthrough” up' }),
      ),
    )

    press(screen.getByRole('button', { name: 'Move “Walkthrough” up' }))
    expect(order()).toEqual([walkthrough, photoBefore, photoAfter])
    expect(screen.getByText('“Walkthrough” moved to position 1 of 3.')).toBeTruthy()
    // At the top "up" is disabled: the focus goes to "down" instead of being lost.
    const up = screen.getByRole('button', { name: 'Move “Walkthrough” up' }) as HTMLButtonElement
    expect(up.disabled).toBe(true)
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move “Walkthrough” down' }),
      ),
    )

    press(screen.getByRole('button', { name: 'Move “New board” up' }))
    expect(order()).toEqual([walkthrough, photoAfter, photoBefore])
    expect(calls.save).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('“Kitchen in Randburg” is saved as a draft.', { selector: 'span' })
    expect(calls.save).toHaveLength(1)
    expect(calls.save[0]?.id).toBe('00000000-0000-4000-8000-0000000000a1')
    expect(calls.save[0]?.body.items).toEqual([walkthrough, photoAfter, photoBefore])
  })

  it('offers only photos for a pair, refuses the same photo twice, and saves a real pair', async () => {
    const calls = renderEditor(
      adminPortfolioFixture({ items: [photoBefore, walkthrough, photoAfter] }),
      media,
    )
    const beforeSelect = screen.getByLabelText('Before photo') as HTMLSelectElement
    const afterSelect = screen.getByLabelText('After photo') as HTMLSelectElement
    for (const select of [beforeSelect, afterSelect]) {
      const offered = [...select.options].map((option) => option.value)
      expect(offered).toEqual(['', photoBefore, photoAfter])
      expect(offered).not.toContain(walkthrough)
    }

    fireEvent.change(beforeSelect, { target: { value: photoBefore } })
    fireEvent.change(afterSelect, { target: { value: photoBefore } })
    fireEvent.click(screen.getByRole('button', { name: 'Add pair' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose two different photos: before and after.',
    )
    expect(screen.queryByRole('list', { name: 'Before and after pairs' })).toBeNull()
    expect(beforeSelect.getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(afterSelect, { target: { value: photoAfter } })
    fireEvent.click(screen.getByRole('button', { name: 'Add pair' }))
    const pairs = screen.getByRole('list', { name: 'Before and after pairs' })
    expect(within(pairs).getAllByRole('listitem')).toHaveLength(1)
    expect(pairs.textContent).toContain('BeforeOld wiring')
    expect(pairs.textContent).toContain('AfterNew board')

    // The same pair again is refused too.
    fireEvent.change(beforeSelect, { target: { value: photoBefore } })
    fireEvent.change(afterSelect, { target: { value: photoAfter } })
    fireEvent.click(screen.getByRole('button', { name: 'Add pair' }))
    expect(screen.getByRole('alert').textContent).toBe('These two photos are already a pair.')

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(calls.save).toHaveLength(1))
    expect(calls.save[0]?.body.pairs).toEqual([{ beforeId: photoBefore, afterId: photoAfter }])
  })

  it('removing an item drops it from the pairs and from the cover', async () => {
    const calls = renderEditor(
      adminPortfolioFixture({
        items: [photoBefore, photoAfter],
        coverId: photoAfter,
        pairs: [{ beforeId: photoBefore, afterId: photoAfter }],
      }),
      media,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove “New board” from the project' }))
    expect(order()).toEqual([photoBefore])
    expect(screen.queryByRole('list', { name: 'Before and after pairs' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(calls.save).toHaveLength(1))
    expect(calls.save[0]?.body).toMatchObject({ items: [photoBefore], coverId: null, pairs: [] })
  })

  it('refuses to publish a project without items, and sends nothing', async () => {
    const calls = renderEditor(adminPortfolioFixture(), media)
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    const message = await screen.findByText(
      'A published project needs at least one photo or video.',
    )
    expect(message.getAttribute('role')).toBe('alert')
    await waitFor(() => expect(document.activeElement).toBe(message))
    expect(calls.save).toEqual([])
  })

  it('shows the problems of the story fields by field, and sends nothing', async () => {
    const calls = renderEditor(adminPortfolioFixture({ items: [photoBefore] }), media)
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: '   ' } })
    fireEvent.change(screen.getByLabelText('Web address (slug)'), {
      target: { value: '../etc' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    const title = screen.getByLabelText(/^Title/)
    await waitFor(() => expect(document.activeElement).toBe(title))
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(`${title.id}-error`)?.textContent).toBe('Must not be empty')
    const slug = screen.getByLabelText('Web address (slug)')
    expect(slug.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(`${slug.id}-error`)?.textContent).toMatch(
      /^May hold only the letters a to z/,
    )
    expect(calls.save).toEqual([])
  })

  it('offers the published services by their current names, saves keys, and keeps a value no service has', async () => {
    const settings = {
      ...defaultSiteSettings,
      services: defaultSiteSettings.services.map((service) =>
        service.key === 'building' ? { ...service, name: 'Building & Renovation' } : service,
      ),
    }
    const calls = renderEditor(
      adminPortfolioFixture({ items: [photoBefore], scope: ['Thatching', 'building'] }),
      media,
      settings,
    )
    const scope = screen.getByRole('group', { name: 'What was done' })
    const ticked = (name: string | RegExp) =>
      (within(scope).getByRole('checkbox', { name }) as HTMLInputElement).checked
    expect(ticked('Building & Renovation')).toBe(true)
    expect(ticked(/^Thatching/)).toBe(true)
    expect(ticked('Solar Panel Installations')).toBe(false)
    expect(within(scope).queryByText('Building & Construction')).toBeNull()

    fireEvent.click(within(scope).getByRole('checkbox', { name: 'Solar Panel Installations' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(calls.save).toHaveLength(1))
    // The settings' order, then what no service is, as stored.
    expect(calls.save[0]?.body).toMatchObject({ scope: ['solar', 'building', 'Thatching'] })
  })

  it('asks before deleting, says the media stay, and deletes only once confirmed', async () => {
    const calls = renderEditor(adminPortfolioFixture({ items: [photoBefore] }), media)
    fireEvent.click(screen.getByRole('button', { name: 'Delete project' }))
    const confirm = screen.getByRole('group', {
      name: 'Delete the project “Kitchen in Randburg”?',
    })
    expect(confirm.textContent).toContain('Its photos and videos stay in the media library.')
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(calls.delete).toEqual([])
    expect(screen.queryByRole('group', { name: /Delete the project/ })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Delete project' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete the project' }))
    await waitFor(() => expect(calls.closed).toBe(1))
    expect(calls.delete).toEqual(['00000000-0000-4000-8000-0000000000a1'])
    expect(await screen.findByText('Project deleted')).toBeTruthy()
  })

  it('asks before leaving unsaved changes, and leaves at once when there are none', async () => {
    const calls = renderEditor(adminPortfolioFixture({ items: [photoBefore] }), media)
    fireEvent.change(screen.getByLabelText('Area (suburb or town)'), {
      target: { value: 'Ferndale' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'All projects' }))
    expect(screen.getByRole('alert').textContent).toContain(
      'This project has changes that are not saved.',
    )
    expect(calls.closed).toBe(0)
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' })),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect((screen.getByLabelText('Area (suburb or town)') as HTMLInputElement).value).toBe(
      'Ferndale',
    )

    // Saved, nothing is lost: back at once.
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(calls.save).toHaveLength(1))
    fireEvent.click(await screen.findByRole('button', { name: 'All projects' }))
    expect(calls.closed).toBe(1)
  })

  it('leaves without saving when told to', () => {
    const calls = renderEditor(adminPortfolioFixture({ items: [photoBefore] }), media)
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Changed' } })
    fireEvent.click(screen.getByRole('button', { name: 'All projects' }))
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }))
    expect(calls.closed).toBe(1)
    expect(calls.save).toEqual([])
  })
})
