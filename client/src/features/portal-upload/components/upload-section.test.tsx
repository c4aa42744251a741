import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Toaster, toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { UploadSection } from './upload-section'

afterEach(() => act(() => toast.dismiss()))

/** The upload section, the specification's screen; nothing is requested from the API. */
function renderPortal() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <UploadSection>
        <p>Project list</p>
      </UploadSection>
      <Toaster />
    </QueryClientProvider>,
  )
}

describe('UploadSection', () => {
  it('shows the two upload cards, the empty status banner and what the route passes', () => {
    renderPortal()
    expect(screen.getByRole('region', { name: 'Upload Images' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Upload Videos' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.getByText('Project list')).toBeTruthy()
  })

  it('refuses a file of the wrong type with "Upload Error" and sends nothing', async () => {
    renderPortal()
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
    renderPortal()
    const videos = screen.getByLabelText('Select Videos') as HTMLInputElement
    const big = new File([], 'long.mp4', { type: 'video/mp4' })
    Object.defineProperty(big, 'size', { value: 500 * 1024 * 1024 + 1 })
    fireEvent.change(videos, { target: { files: [big] } })
    expect(await screen.findByText('File too large: long.mp4. Maximum size: 500MB')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
