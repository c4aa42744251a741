import type { AdminMediaItem, MediaChanges } from '@site/contract/media-admin'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Toaster, toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-request'
import { adminMediaItemFixture } from '../../../test/media-item-fixture'
import { MediaLibraryView } from './media-library-view'

afterEach(() => act(() => toast.dismiss()))

const item = (overrides: Partial<AdminMediaItem> = {}): AdminMediaItem =>
  adminMediaItemFixture({
    description: 'New cupboards.',
    category: 'Kitchen Renovation',
    thumbnail: '/media/derived/id-1/w400.webp',
    ...overrides,
  })

/** The library with recording stand-ins for the server calls; each answers as `answer` says. */
function renderList(items: AdminMediaItem[], response: () => Promise<unknown> = async () => {}) {
  const calls = {
    save: [] as [string, MediaChanges][],
    delete: [] as string[],
    retry: [] as string[],
    attachCaptions: [] as [string, File][],
    removeCaptions: [] as string[],
  }
  render(
    <>
      <MediaLibraryView
        search={{}}
        onSearchChange={() => {}}
        page={{ items, total: items.length, page: 1, pageSize: 24 }}
        projects={[]}
        onBulk={async (action) => action.ids.map((id) => ({ id, ok: true }))}
        onSave={(id, changes) => {
          calls.save.push([id, changes])
          return response()
        }}
        onDelete={(id) => {
          calls.delete.push(id)
          return response()
        }}
        onRetry={(id) => {
          calls.retry.push(id)
          return response()
        }}
        onAttachCaptions={({ id, file }) => {
          calls.attachCaptions.push([id, file])
          return response()
        }}
        onRemoveCaptions={(id) => {
          calls.removeCaptions.push(id)
          return response()
        }}
      />
      <Toaster />
    </>,
  )
  return calls
}

const card = (title: string) => screen.getByRole('article', { name: title })

describe('an item of the media library', () => {
  it('shows each status, the failure reason, and Retry only for failed items', () => {
    renderList([
      item({ id: 'a', title: 'Ready one' }),
      item({ id: 'b', title: 'Busy one', status: 'processing', thumbnail: null }),
      item({
        id: 'c',
        title: 'Broken one',
        status: 'failed',
        failureReason: 'The file could not be decoded.',
      }),
    ])
    expect(within(card('Ready one')).getByText('Ready')).toBeTruthy()
    expect(within(card('Busy one')).getByText('Processing')).toBeTruthy()
    expect(within(card('Broken one')).getByText('Failed')).toBeTruthy()
    expect(within(card('Broken one')).getByText('The file could not be decoded.')).toBeTruthy()

    expect(within(card('Ready one')).queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(within(card('Busy one')).queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(within(card('Broken one')).getByRole('button', { name: 'Retry' })).toBeTruthy()
    for (const title of ['Ready one', 'Busy one', 'Broken one']) {
      expect(within(card(title)).getByRole('button', { name: 'Edit texts' })).toBeTruthy()
      expect(within(card(title)).getByRole('button', { name: 'Delete' })).toBeTruthy()
      expect(within(card(title)).getByText(/Kitchen Renovation/)).toBeTruthy()
    }
  })

  it('shows the thumbnail, or a placeholder while there is none', () => {
    renderList([
      item({ id: 'a', title: 'Ready one' }),
      item({ id: 'b', title: 'Busy one', status: 'processing', thumbnail: null }),
    ])
    const img = card('Ready one').querySelector('img')
    expect(img?.getAttribute('src')).toBe('/media/derived/id-1/w400.webp')
    expect(card('Busy one').querySelector('img')).toBeNull()
    expect(within(card('Busy one')).getByTestId('thumbnail-placeholder')).toBeTruthy()
  })

  it('retries a failed item and says so', async () => {
    const calls = renderList([item({ status: 'failed', failureReason: 'Too big.' })])
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Processing started again')).toBeTruthy()
    expect(calls.retry).toEqual(['id-1'])
  })

  describe('captions', () => {
    const video = (overrides: Partial<AdminMediaItem> = {}) =>
      item({ id: 'v', title: 'Gate motor', fileType: 'video', ...overrides })
    const choose = (file: File) =>
      fireEvent.change(within(card('Gate motor')).getByLabelText(/captions/i), {
        target: { files: [file] },
      })

    it('are offered for videos only, with whether the video has them', () => {
      renderList([video(), item({ title: 'Kitchen' })])
      expect(within(card('Gate motor')).getByText('No captions')).toBeTruthy()
      expect(within(card('Gate motor')).getByLabelText('Add captions (.vtt)')).toBeTruthy()
      expect(
        within(card('Gate motor')).queryByRole('button', { name: 'Remove captions' }),
      ).toBeNull()
      expect(within(card('Kitchen')).queryByText(/captions/i)).toBeNull()
    })

    it('sends a chosen .vtt file and says so', async () => {
      const calls = renderList([video()])
      const file = new File(['WEBVTT\n'], 'gate.vtt', { type: 'text/vtt' })
      choose(file)
      expect(await screen.findByText('Captions saved')).toBeTruthy()
      expect(calls.attachCaptions).toEqual([['v', file]])
    })

    it('refuses another kind of file before sending it', async () => {
      const calls = renderList([video()])
      choose(new File(['1'], 'gate.srt', { type: 'application/x-subrip' }))
      expect(await screen.findByText('Captions not saved')).toBeTruthy()
      expect(screen.getByText(/Not a caption file: gate\.srt/)).toBeTruthy()
      expect(calls.attachCaptions).toEqual([])
    })

    it("shows the server's reason when it refuses the file", async () => {
      renderList([video()], async () => {
        throw new ApiError('Not a valid WebVTT caption file: line 1: No valid signature.', 400)
      })
      choose(new File(['hello'], 'gate.vtt'))
      expect(await screen.findByText(/line 1: No valid signature/)).toBeTruthy()
    })

    it('replaces or removes captions a video has', async () => {
      const calls = renderList([video({ captions: '/media/captions/v/a.vtt' })])
      expect(within(card('Gate motor')).getByText('Captions: English')).toBeTruthy()
      expect(within(card('Gate motor')).getByLabelText('Replace captions')).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: 'Remove captions' }))
      expect(await screen.findByText('Captions removed')).toBeTruthy()
      expect(calls.removeCaptions).toEqual(['v'])
    })
  })

  describe('editing', () => {
    const openForm = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Edit texts' }))
      return screen.getByRole('form', { name: 'Edit “Kitchen in Soweto”' })
    }

    it('offers the current texts, the title focused', () => {
      renderList([item()])
      const form = openForm()
      expect((within(form).getByLabelText(/Title/) as HTMLInputElement).value).toBe(
        'Kitchen in Soweto',
      )
      expect(document.activeElement).toBe(within(form).getByLabelText(/Title/))
      expect((within(form).getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
        'New cupboards.',
      )
      expect(within(form).getByLabelText(/alt text/)).toBeTruthy()
    })

    it('refuses an empty title without sending anything', () => {
      const calls = renderList([item()])
      const form = openForm()
      const title = within(form).getByLabelText(/Title/)
      fireEvent.change(title, { target: { value: '   ' } })
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
      expect(within(form).getByText('Enter a title.')).toBeTruthy()
      expect(title.getAttribute('aria-invalid')).toBe('true')
      expect(title.getAttribute('aria-describedby')).toBe(
        within(form).getByText('Enter a title.').id,
      )
      expect(document.activeElement).toBe(title)
      expect(calls.save).toEqual([])
    })

    it('sends only what changed, trimmed, then closes the form with a toast', async () => {
      const calls = renderList([item()])
      const form = openForm()
      fireEvent.change(within(form).getByLabelText(/Title/), {
        target: { value: '  Kitchen in Orlando  ' },
      })
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
      expect(await screen.findByText('Changes saved')).toBeTruthy()
      expect(calls.save).toEqual([['id-1', { title: 'Kitchen in Orlando' }]])
      expect(screen.queryByRole('form')).toBeNull()
    })

    it('keeps the form open with the server’s message when saving fails', async () => {
      const calls = renderList([item()], () =>
        Promise.reject(new ApiError('description: at most 2000 characters', 400)),
      )
      const form = openForm()
      fireEvent.change(within(form).getByLabelText('Description'), {
        target: { value: 'Other words.' },
      })
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
      expect((await within(form).findByRole('alert')).textContent).toBe(
        'description: at most 2000 characters',
      )
      expect(calls.save).toEqual([['id-1', { description: 'Other words.' }]])
    })

    it('closes without sending when nothing changed, and Cancel closes too', () => {
      const calls = renderList([item()])
      fireEvent.click(within(openForm()).getByRole('button', { name: 'Save changes' }))
      expect(screen.queryByRole('form')).toBeNull()
      fireEvent.click(within(openForm()).getByRole('button', { name: 'Cancel' }))
      expect(screen.queryByRole('form')).toBeNull()
      expect(calls.save).toEqual([])
    })
  })

  describe('deleting', () => {
    it('asks first, naming the item, and Cancel deletes nothing', () => {
      const calls = renderList([item()])
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
      const confirm = screen.getByRole('group', { name: 'Delete “Kitchen in Soweto”?' })
      expect(within(confirm).getByText(/cannot be undone/)).toBeTruthy()
      // The safe choice has the focus.
      expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }))
      fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
      expect(screen.queryByRole('group')).toBeNull()
      expect(calls.delete).toEqual([])
    })

    it('deletes after confirmation, says so and drops the item from the selection', async () => {
      const calls = renderList([item(), item({ id: 'id-2', title: 'Other' })])
      fireEvent.click(screen.getByLabelText('Select “Kitchen in Soweto”'))
      fireEvent.click(screen.getByLabelText('Select “Other”'))
      fireEvent.click(within(card('Kitchen in Soweto')).getByRole('button', { name: 'Delete' }))
      fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
      expect(await screen.findByText('Media deleted')).toBeTruthy()
      expect(screen.getByText('“Kitchen in Soweto” was deleted.')).toBeTruthy()
      expect(calls.delete).toEqual(['id-1'])
      const bar = screen.getByRole('region', { name: 'Selected items' })
      expect(within(bar).getByText('1 item selected')).toBeTruthy()
    })

    it('says why when the server refuses, and offers Delete again', async () => {
      renderList([item()], () => Promise.reject(new ApiError('There is no such media item.', 404)))
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
      fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
      expect(await screen.findByText('Delete Failed')).toBeTruthy()
      expect(screen.getByText('There is no such media item.')).toBeTruthy()
      await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy())
    })

    it('shows no toast when the session has ended (the login form takes over)', async () => {
      renderList([item()], () => Promise.reject(new ApiError('Session ended', 401)))
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
      fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
      await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy())
      expect(screen.queryByText('Delete Failed')).toBeNull()
    })
  })
})
