import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  type UnfinishedUpload,
  unfinishedUploadsQueryKey,
} from '../../../lib/media-upload/get-unfinished-uploads'
import { UnfinishedUploadList, UnfinishedUploads } from './unfinished-uploads'

const MB = 1024 * 1024
const walkthrough: UnfinishedUpload = {
  url: '/api/uploads/resumable/a',
  name: 'walkthrough.mp4',
  kind: 'video',
  size: 480 * MB,
  offset: 212 * MB,
}
const roof: UnfinishedUpload = {
  url: '/api/uploads/resumable/b',
  name: 'roof.heic',
  kind: 'image',
  size: 6 * MB,
  offset: null,
}

const section = () => screen.getByRole('region', { name: 'Unfinished uploads' })

describe('UnfinishedUploadList', () => {
  it('lists each upload with its size and how far it got, and says to choose the file again', () => {
    render(<UnfinishedUploadList uploads={[walkthrough, roof]} onForget={() => {}} />)
    expect(within(section()).getByText(/choose the same file again on the same card/)).toBeTruthy()
    const items = within(section()).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p + p')?.textContent)).toEqual([
      'Video, 480 MB; 212 MB of 480 MB arrived (44%)',
      'Image, 6.0 MB; how far it got is not known right now',
    ])
  })

  it('forgets one with a button naming its file, disabled while it is being forgotten', () => {
    const onForget = vi.fn()
    const { rerender } = render(
      <UnfinishedUploadList uploads={[walkthrough, roof]} onForget={onForget} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Forget roof.heic' }))
    expect(onForget).toHaveBeenCalledWith('/api/uploads/resumable/b')
    rerender(
      <UnfinishedUploadList
        uploads={[walkthrough, roof]}
        forgetting={roof.url}
        onForget={onForget}
      />,
    )
    expect(
      (screen.getByRole('button', { name: 'Forget roof.heic' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    expect(
      (screen.getByRole('button', { name: 'Forget walkthrough.mp4' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false)
  })
})

describe('UnfinishedUploads', () => {
  /** The remembered uploads already known: queries are disabled, so nothing is asked. */
  function renderWith(remembered: UnfinishedUpload[], inBatch: string[]) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
    queryClient.setQueryData(unfinishedUploadsQueryKey, remembered)
    render(
      <QueryClientProvider client={queryClient}>
        <UnfinishedUploads inBatch={inBatch} />
      </QueryClientProvider>,
    )
  }

  it('leaves out the uploads of the batch on screen', () => {
    renderWith([walkthrough, roof], [walkthrough.url])
    expect(
      within(section())
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['roof.heicImage, 6.0 MB; how far it got is not known right now'])
  })

  it('shows nothing when nothing is left over', () => {
    renderWith([walkthrough], [walkthrough.url])
    expect(screen.queryByRole('region')).toBeNull()
  })
})
