import type { AdminMediaItem, MediaChanges } from '@site/contract/media-admin'
import type { BulkAction, BulkOutcome } from '@site/contract/media-library'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Toaster, toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-request'
import { adminMediaItemFixture } from '../../../test/media-item-fixture'
import type { MediaLibrarySearch } from '../media-library-search'
import { MediaLibraryView } from './media-library-view'

afterEach(() => act(() => toast.dismiss()))

const items: AdminMediaItem[] = [
  adminMediaItemFixture({ id: 'a', title: 'Kitchen tiles', categorySource: 'staff' }),
  adminMediaItemFixture({
    id: 'b',
    title: 'General, November 2026',
    category: 'General',
    needsTitle: true,
  }),
  adminMediaItemFixture({
    id: 'c',
    title: 'Gate motor',
    fileType: 'video',
    categorySource: 'analyser',
    status: 'processing',
  }),
]

/** The view with recording stand-ins for the server; `bulk` answers each action. */
function renderView(
  bulk: (action: BulkAction) => Promise<BulkOutcome[]> = async (action) =>
    action.ids.map((id) => ({ id, ok: true })),
  search: MediaLibrarySearch = {},
) {
  const calls = {
    bulk: [] as BulkAction[],
    save: [] as [string, MediaChanges][],
    search: [] as MediaLibrarySearch[],
  }
  render(
    <>
      <MediaLibraryView
        search={search}
        onSearchChange={(next) => calls.search.push(next)}
        page={{ items, total: 30, page: 1, pageSize: 24 }}
        projects={[{ id: 'p1', title: 'Roof in Randburg' }]}
        onBulk={(action) => {
          calls.bulk.push(action)
          return bulk(action)
        }}
        onSave={async (id, changes) => {
          calls.save.push([id, changes])
        }}
        onDelete={async () => {}}
        onRetry={async () => {}}
        onAttachCaptions={async () => {}}
        onRemoveCaptions={async () => {}}
      />
      <Toaster />
    </>,
  )
  return calls
}

const card = (title: string) => screen.getByRole('article', { name: title })
const tick = (title: string) => fireEvent.click(screen.getByLabelText(`Select “${title}”`))
const bar = () => screen.getByRole('region', { name: 'Selected items' })

describe('the media library', () => {
  it('shows each item with its category, status, who chose the category and whether it needs a title', () => {
    renderView()
    expect(within(card('Kitchen tiles')).getByText('Category chosen by staff')).toBeTruthy()
    expect(within(card('Kitchen tiles')).getByText('Building · Photo')).toBeTruthy()
    expect(within(card('Kitchen tiles')).getByText('Ready')).toBeTruthy()
    expect(within(card('General, November 2026')).getByText('Needs a title')).toBeTruthy()
    expect(
      within(card('General, November 2026')).getByText('Categorised by file name'),
    ).toBeTruthy()
    expect(within(card('Gate motor')).getByText('Categorised by the analyser')).toBeTruthy()
    expect(within(card('Gate motor')).getByText(/Video$/)).toBeTruthy()
    expect(within(card('Gate motor')).getByText('Processing')).toBeTruthy()
    expect(within(card('Kitchen tiles')).queryByText('Needs a title')).toBeNull()
    expect(screen.getByText('Page 1 of 2 · 30 items')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Selected items' })).toBeNull()
  })

  it('sets the category of the ticked items in one action, then clears the selection', async () => {
    const calls = renderView()
    tick('Gate motor')
    tick('Kitchen tiles')
    expect(within(bar()).getByText('2 items selected')).toBeTruthy()
    fireEvent.click(within(bar()).getByRole('button', { name: 'Set category' }))
    fireEvent.change(within(bar()).getByLabelText('New category'), {
      target: { value: 'Kitchen Renovation' },
    })
    fireEvent.click(within(bar()).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('2 items moved to Kitchen Renovation')).toBeTruthy()
    expect(calls.bulk).toEqual([
      { action: 'set-category', ids: ['c', 'a'], category: 'Kitchen Renovation' },
    ])
    expect(screen.queryByRole('region', { name: 'Selected items' })).toBeNull()
  })

  it('keeps the items it could not change selected, each saying why', async () => {
    renderView(async (action) =>
      action.ids.map((id) =>
        id === 'b' ? { id, ok: false, message: 'There is no such media item.' } : { id, ok: true },
      ),
    )
    fireEvent.click(screen.getByLabelText('Select all on this page'))
    fireEvent.click(within(bar()).getByRole('button', { name: 'Set category' }))
    fireEvent.click(within(bar()).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('1 of 3 items not moved; each says why')).toBeTruthy()
    expect(
      within(card('General, November 2026')).getByText('Not changed: There is no such media item.'),
    ).toBeTruthy()
    expect(within(bar()).getByText('1 item selected')).toBeTruthy()
    expect(
      (screen.getByLabelText('Select “General, November 2026”') as HTMLInputElement).checked,
    ).toBe(true)
    expect((screen.getByLabelText('Select “Kitchen tiles”') as HTMLInputElement).checked).toBe(
      false,
    )
  })

  it('deletes the whole page after one confirmation naming the count', async () => {
    const calls = renderView()
    fireEvent.click(screen.getByLabelText('Select all on this page'))
    fireEvent.click(within(bar()).getByRole('button', { name: 'Delete' }))
    expect(calls.bulk).toEqual([])
    const confirm = within(bar()).getByRole('group', { name: 'Delete 3 items?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }))
    expect(await screen.findByText('3 items deleted')).toBeTruthy()
    expect(calls.bulk).toEqual([{ action: 'delete', ids: ['a', 'b', 'c'] }])
  })

  it('adds the ticked items to a project as before/after pairs, in the order ticked', async () => {
    const calls = renderView()
    tick('General, November 2026')
    tick('Kitchen tiles')
    fireEvent.click(within(bar()).getByRole('button', { name: 'Add to project' }))
    const add = within(bar()).getByRole('button', { name: 'Add' }) as HTMLButtonElement
    expect(add.disabled).toBe(true)
    fireEvent.change(within(bar()).getByLabelText('Portfolio project'), {
      target: { value: 'p1' },
    })
    fireEvent.click(within(bar()).getByLabelText(/As before\/after pairs/))
    fireEvent.click(add)
    expect(await screen.findByText('2 items added to “Roof in Randburg”')).toBeTruthy()
    expect(calls.bulk).toEqual([
      { action: 'add-to-project', ids: ['b', 'a'], projectId: 'p1', as: 'pairs' },
    ])
  })

  it('keeps the selection when the action is refused whole, and says why', async () => {
    renderView(async () => {
      throw new ApiError('ids: may name at most 200 items at once', 400)
    })
    tick('Kitchen tiles')
    fireEvent.click(within(bar()).getByRole('button', { name: 'Set category' }))
    fireEvent.click(within(bar()).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Nothing was changed')).toBeTruthy()
    expect(screen.getByText('ids: may name at most 200 items at once')).toBeTruthy()
    expect(within(bar()).getByText('1 item selected')).toBeTruthy()
  })

  it('puts filters, the search and the page into the address, back to page 1 on a filter', () => {
    const calls = renderView(undefined, { page: 1, type: 'image' })
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Videos' } })
    fireEvent.click(screen.getByLabelText('Needs a title'))
    fireEvent.click(screen.getByLabelText('Uploaded this week'))
    fireEvent.change(screen.getByLabelText('Search titles'), { target: { value: '  roof ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(calls.search).toEqual([
      { type: 'image', category: 'Videos', page: undefined },
      { type: 'image', needsTitle: true, page: undefined },
      { type: 'image', since: 'week', page: undefined },
      { type: 'image', q: 'roof', page: undefined },
      { type: 'image', page: 2 },
    ])
  })

  it("edits one item's title and alt text, sending only what changed", async () => {
    const calls = renderView()
    fireEvent.click(
      within(card('General, November 2026')).getByRole('button', { name: 'Edit texts' }),
    )
    const form = screen.getByRole('form', { name: 'Edit “General, November 2026”' })
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Roof sheets' } })
    fireEvent.change(within(form).getByLabelText(/alt text/), {
      target: { value: ' Grey roof sheets on a house ' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Edit texts' })).toHaveLength(3),
    )
    expect(calls.save).toEqual([
      ['b', { title: 'Roof sheets', altText: 'Grey roof sheets on a house' }],
    ])
  })
})
