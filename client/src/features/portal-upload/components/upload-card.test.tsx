import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Toaster, toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UploadCard } from './upload-card'

const noop = async () => {}

afterEach(() => act(() => toast.dismiss()))

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' })

describe('UploadCard', () => {
  it.each([
    [
      'image',
      'Upload Images',
      'Select Images',
      'Take a photo',
      'image/*,.heic,.heif',
      'JPG, PNG, WebP, HEIC up to 50MB each',
    ],
    [
      'video',
      'Upload Videos',
      'Select Videos',
      'Take a video',
      'video/*,.mov,.avi',
      'MP4, MOV, AVI up to 500MB each',
    ],
  ] as const)(
    'offers %s files from the phone and from its camera',
    (kind, title, label, camera, accept, limits) => {
      render(<UploadCard kind={kind} disabled={false} onSelect={noop} />)
      const card = screen.getByRole('region', { name: title })
      expect(within(card).getByRole('heading', { level: 2, name: title })).toBeTruthy()
      const chooser = within(card).getByLabelText(label) as HTMLInputElement
      const taker = within(card).getByLabelText(camera) as HTMLInputElement
      for (const input of [chooser, taker]) {
        expect(input.type).toBe('file')
        expect(input.multiple).toBe(true)
        expect(input.accept).toBe(accept)
        expect(input.disabled).toBe(false)
        const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '')
        expect(hint?.textContent).toContain(limits)
      }
      // Android opens the camera for an input with the hint: the phone's files need one without.
      expect(chooser.hasAttribute('capture')).toBe(false)
      expect(taker.getAttribute('capture')).toBe('environment')
      const category = within(card).getByLabelText('Category') as HTMLSelectElement
      expect(category.value).toBe('')
      expect(category.selectedOptions[0]?.textContent).toBe('Decide automatically')
    },
  )

  it('is disabled while an upload runs', () => {
    render(<UploadCard kind="image" disabled onSelect={noop} />)
    expect((screen.getByLabelText('Select Images') as HTMLInputElement).disabled).toBe(true)
    expect((screen.getByLabelText('Take a photo') as HTMLInputElement).disabled).toBe(true)
  })

  it('with "Decide automatically", hands over the chosen files at once and empties the input afterwards', async () => {
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

  it('with a category for the batch, lists the files to check each one before sending', () => {
    const onSelect = vi.fn(noop)
    render(<UploadCard kind="image" disabled={false} onSelect={onSelect} />)
    fireEvent.change(screen.getByLabelText('Category'), {
      target: { value: 'Kitchen Renovation' },
    })
    const files = [photo('IMG_0001.jpg'), photo('IMG_0002.jpg'), photo('PXL_0003.jpg')]
    fireEvent.change(screen.getByLabelText('Take a photo'), { target: { files } })
    expect(onSelect).not.toHaveBeenCalled()

    const list = screen.getByRole('list', { name: /3 image\(s\) chosen/ })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    const second = screen.getByLabelText('Category for IMG_0002.jpg') as HTMLSelectElement
    expect(second.value).toBe('Kitchen Renovation')
    fireEvent.change(second, { target: { value: '' } })
    fireEvent.change(screen.getByLabelText('Category for PXL_0003.jpg'), {
      target: { value: 'Maintenance' },
    })

    fireEvent.click(screen.getByRole('button', { name: 'Upload 3 image(s)' }))
    expect(onSelect).toHaveBeenCalledWith(files, ['Kitchen Renovation', undefined, 'Maintenance'])
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('with "Choose for each file", lists the files, each decided automatically until chosen', () => {
    const onSelect = vi.fn(noop)
    render(<UploadCard kind="image" disabled={false} onSelect={onSelect} />)
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'each' } })
    const files = [photo('a.jpg'), photo('b.jpg')]
    fireEvent.change(screen.getByLabelText('Select Images'), { target: { files } })
    fireEvent.change(screen.getByLabelText('Category for b.jpg'), {
      target: { value: 'Solar & Electrical' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 image(s)' }))
    expect(onSelect).toHaveBeenCalledWith(files, [undefined, 'Solar & Electrical'])
  })

  it('clears the list without sending', () => {
    const onSelect = vi.fn(noop)
    render(<UploadCard kind="image" disabled={false} onSelect={onSelect} />)
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Building' } })
    fireEvent.change(screen.getByLabelText('Select Images'), {
      target: { files: [photo('a.jpg')] },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.queryByRole('list')).toBeNull()
    expect(onSelect).not.toHaveBeenCalled()
  })

  it('refuses a file of the wrong type when it is chosen, with "Upload Error"', async () => {
    render(
      <>
        <UploadCard kind="image" disabled={false} onSelect={noop} />
        <Toaster />
      </>,
    )
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Building' } })
    const pdf = new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' })
    fireEvent.change(screen.getByLabelText('Select Images'), { target: { files: [pdf] } })
    expect(await screen.findByText('Upload Error')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Upload / })).toBeNull()
  })
})
