import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { UploadCard } from './upload-card'

const noop = async () => {}

describe('UploadCard', () => {
  it.each([
    [
      'image',
      'Upload Images',
      'Select Images',
      'image/*,.heic,.heif',
      'JPG, PNG, WebP, HEIC up to 50MB each',
    ],
    [
      'video',
      'Upload Videos',
      'Select Videos',
      'video/*,.mov,.avi',
      'MP4, MOV, AVI up to 500MB each',
    ],
  ] as const)('offers %s files with the camera hint', (kind, title, label, accept, limits) => {
    render(<UploadCard kind={kind} disabled={false} onSelect={noop} />)
    const card = screen.getByRole('region', { name: title })
    expect(within(card).getByRole('heading', { level: 2, name: title })).toBeTruthy()
    const input = within(card).getByLabelText(label) as HTMLInputElement
    expect(input.type).toBe('file')
    expect(input.multiple).toBe(true)
    expect(input.accept).toBe(accept)
    expect(input.getAttribute('capture')).toBe('environment')
    expect(input.disabled).toBe(false)
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toContain(limits)
  })

  it('is disabled while an upload runs', () => {
    render(<UploadCard kind="image" disabled onSelect={noop} />)
    expect((screen.getByLabelText('Select Images') as HTMLInputElement).disabled).toBe(true)
  })

  it('hands over the chosen files and empties the input afterwards', async () => {
    let finish = () => {}
    const onSelect = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<UploadCard kind="video" disabled={false} onSelect={onSelect} />)
    const input = screen.getByLabelText('Select Videos') as HTMLInputElement
    const clip = new File(['x'], 'clip.mov', { type: 'video/quicktime' })
    fireEvent.change(input, { target: { files: [clip] } })
    expect(onSelect).toHaveBeenCalledWith([clip])

    const cleared = vi.spyOn(input, 'value', 'set')
    expect(cleared).not.toHaveBeenCalled()
    finish()
    await waitFor(() => expect(cleared).toHaveBeenCalledWith(''))
  })
})
