import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { MediaViewer, type MediaViewerProps } from './media-viewer'
import { polyfillDialog } from './test-dialog-polyfill'

beforeAll(polyfillDialog)

const noop = () => {}
const baseProps: MediaViewerProps = {
  open: true,
  onClose: noop,
  mediaUrl: '/media/roof.jpg',
  mediaType: 'image',
  title: 'Roof repair',
  onPrevious: noop,
  onNext: noop,
  hasPrevious: true,
  hasNext: true,
}

const renderViewer = (props: Partial<MediaViewerProps> = {}) =>
  render(<MediaViewer {...baseProps} {...props} />)

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const readout = () => screen.getByText(/^\d+%$/)
const picture = () => screen.getByRole('img', { name: 'Roof repair' })

/** Five pictures with an opener button, as a page would use the viewer. */
function Gallery() {
  const [index, setIndex] = useState<number | null>(null)
  const count = 5
  return (
    <>
      <button type="button" onClick={() => setIndex(2)}>
        Open third
      </button>
      <MediaViewer
        {...baseProps}
        open={index !== null}
        onClose={() => setIndex(null)}
        mediaUrl={`/media/${index}.jpg`}
        title={`Picture ${index}`}
        currentIndex={index ?? undefined}
        totalCount={count}
        hasPrevious={index !== null && index > 0}
        hasNext={index !== null && index < count - 1}
        onPrevious={() => setIndex((i) => (i ?? 0) - 1)}
        onNext={() => setIndex((i) => (i ?? 0) + 1)}
      />
    </>
  )
}

describe('MediaViewer', () => {
  it('names the picture by its alt text when given, else by the title', () => {
    const { rerender } = renderViewer({ alt: 'A tiled roof seen from the street.' })
    expect(screen.getByRole('img', { name: 'A tiled roof seen from the street.' })).toBeTruthy()
    rerender(<MediaViewer {...baseProps} />)
    expect(picture()).toBeTruthy()
  })

  it('renders nothing while closed', () => {
    const { container } = renderViewer({ open: false })
    expect(container.innerHTML).toBe('')
  })

  it('is a modal dialog named by the title, with the counter and a download of the original', () => {
    renderViewer({ currentIndex: 2, totalCount: 5, downloadUrl: '/media/roof-original.jpg' })
    const dialog = screen.getByRole('dialog', { name: 'Roof repair' }) as HTMLDialogElement
    expect(dialog.open).toBe(true)
    expect(screen.getByText('3 of 5')).toBeTruthy()
    expect(picture().getAttribute('src')).toBe('/media/roof.jpg')
    const download = screen.getByRole('link', { name: 'Download' })
    expect(download.getAttribute('href')).toBe('/media/roof-original.jpg')
    expect(download.hasAttribute('download')).toBe(true)
  })

  it('downloads the shown media when no download URL is given, and shows no counter without an index', () => {
    renderViewer()
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/media/roof.jpg',
    )
    expect(screen.queryByText(/ of /)).toBeNull()
  })

  it('hides the arrows at the ends', () => {
    const { rerender } = renderViewer({ hasPrevious: false, hasNext: true })
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull()
    expect(button('Next')).toBeTruthy()
    rerender(<MediaViewer {...baseProps} hasPrevious hasNext={false} />)
    expect(button('Previous')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
  })

  it('calls previous and next from the arrows and the arrow keys, never past an end', () => {
    const onPrevious = vi.fn()
    const onNext = vi.fn()
    const { rerender } = renderViewer({ onPrevious, onNext })
    fireEvent.click(button('Previous'))
    fireEvent.click(button('Next'))
    const dialog = screen.getByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(onPrevious).toHaveBeenCalledTimes(2)
    expect(onNext).toHaveBeenCalledTimes(2)

    rerender(
      <MediaViewer
        {...baseProps}
        onPrevious={onPrevious}
        onNext={onNext}
        hasPrevious={false}
        hasNext={false}
      />,
    )
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(onPrevious).toHaveBeenCalledTimes(2)
    expect(onNext).toHaveBeenCalledTimes(2)
  })

  it('closes with the Close button and with ESC', () => {
    const onClose = vi.fn()
    renderViewer({ onClose })
    fireEvent.click(button('Close'))
    expect(onClose).toHaveBeenCalledTimes(1)

    // Browsers turn ESC on a modal dialog into a cancellable `cancel` event (jsdom does not).
    const dialog = screen.getByRole('dialog') as HTMLDialogElement
    const cancel = new Event('cancel', { cancelable: true })
    fireEvent(dialog, cancel)
    expect(onClose).toHaveBeenCalledTimes(2)
    // The parent decides: the dialog stays open until `open` turns false.
    expect(cancel.defaultPrevented).toBe(true)
    expect(dialog.open).toBe(true)
  })

  it('zooms with the buttons by 1.25 and announces the percentage', () => {
    renderViewer()
    expect(readout().textContent).toBe('100%')
    expect(readout().getAttribute('aria-live')).toBe('polite')
    fireEvent.click(button('Zoom in'))
    expect(readout().textContent).toBe('125%')
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1.25)')
    fireEvent.click(button('Zoom out'))
    fireEvent.click(button('Zoom out'))
    expect(readout().textContent).toBe('80%')
    fireEvent.click(button('Reset zoom'))
    expect(readout().textContent).toBe('100%')
  })

  it('disables zoom in at 400% and zoom out at 25%', () => {
    renderViewer()
    const zoomIn = button('Zoom in')
    const zoomOut = button('Zoom out')
    for (let step = 0; step < 10; step++) fireEvent.click(zoomIn)
    expect(readout().textContent).toBe('400%')
    expect(zoomIn.disabled).toBe(true)
    expect(zoomOut.disabled).toBe(false)

    for (let step = 0; step < 20; step++) fireEvent.click(zoomOut)
    expect(readout().textContent).toBe('25%')
    expect(zoomOut.disabled).toBe(true)
    expect(zoomIn.disabled).toBe(false)
  })

  it('zooms with the mouse wheel by 1.1 and 0.9, without scrolling the page', () => {
    renderViewer()
    const up = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true })
    fireEvent(picture(), up)
    expect(readout().textContent).toBe('110%')
    expect(up.defaultPrevented).toBe(true)
    fireEvent.wheel(picture(), { deltaY: 100 })
    expect(readout().textContent).toBe('99%')
  })

  it('pans by dragging only above 100%', () => {
    renderViewer()
    const drag = (dx: number) => {
      fireEvent.pointerDown(picture(), { pointerId: 1, pointerType: 'mouse', clientX: 0 })
      fireEvent.pointerMove(picture(), { pointerId: 1, pointerType: 'mouse', clientX: dx })
      fireEvent.pointerUp(picture(), { pointerId: 1, pointerType: 'mouse', clientX: dx })
    }
    drag(40)
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1)')
    fireEvent.click(button('Zoom in'))
    drag(40)
    expect(picture().style.transform).toBe('translate(40px, 0px) scale(1.25)')
    fireEvent.click(button('Zoom out'))
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1)')
  })

  it('goes to the neighbour on a one-finger swipe at 100%', () => {
    const onNext = vi.fn()
    const onPrevious = vi.fn()
    renderViewer({ onNext, onPrevious })
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(picture(), { pointerId: 7, pointerType: 'touch', clientX: from })
      fireEvent.pointerUp(picture(), { pointerId: 7, pointerType: 'touch', clientX: to })
    }
    swipe(300, 100)
    expect(onNext).toHaveBeenCalledTimes(1)
    swipe(100, 300)
    expect(onPrevious).toHaveBeenCalledTimes(1)
    swipe(100, 120)
    expect(onNext).toHaveBeenCalledTimes(1)
    expect(onPrevious).toHaveBeenCalledTimes(1)
  })

  it('zooms with a two-finger pinch', () => {
    renderViewer()
    const touch = (pointerId: number, clientX: number) => ({
      pointerId,
      pointerType: 'touch',
      clientX,
    })
    fireEvent.pointerDown(picture(), touch(1, 100))
    fireEvent.pointerDown(picture(), touch(2, 200))
    fireEvent.pointerMove(picture(), touch(2, 300))
    expect(readout().textContent).toBe('200%')
    fireEvent.pointerUp(picture(), touch(2, 300))
    fireEvent.pointerUp(picture(), touch(1, 100))
    expect(readout().textContent).toBe('200%')
  })

  it('returns to 100% at the origin when the media changes', () => {
    const { rerender } = renderViewer()
    fireEvent.click(button('Zoom in'))
    fireEvent.click(button('Zoom in'))
    expect(readout().textContent).toBe('156%')
    rerender(<MediaViewer {...baseProps} mediaUrl="/media/kitchen.jpg" />)
    expect(readout().textContent).toBe('100%')
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1)')
  })

  it('plays videos with controls and autoplay, without zoom controls', () => {
    renderViewer({ mediaType: 'video', mediaUrl: '/media/site-tour.mp4', title: 'Site tour' })
    const video = screen.getByRole('dialog').querySelector('video') as HTMLVideoElement
    expect(video.getAttribute('aria-label')).toBe('Site tour')
    expect(video.getAttribute('src')).toBe('/media/site-tour.mp4')
    expect(video.hasAttribute('controls')).toBe(true)
    expect(video.autoplay).toBe(true)
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull()
    expect(video.querySelector('track')).toBeNull()
  })

  it("offers a video's captions as an English captions track, on by default", () => {
    renderViewer({
      mediaType: 'video',
      mediaUrl: '/media/site-tour.mp4',
      title: 'Site tour',
      captionsUrl: '/media/captions/a/b.vtt',
    })
    const track = screen.getByRole('dialog').querySelector('video track') as HTMLTrackElement
    expect(track.kind).toBe('captions')
    expect(track.getAttribute('src')).toBe('/media/captions/a/b.vtt')
    expect([track.srclang, track.label, track.default]).toEqual(['en', 'English', true])
  })

  it('walks through a list and gives focus back to the opener on close', () => {
    render(<Gallery />)
    const opener = screen.getByRole('button', { name: 'Open third' })
    opener.focus()
    fireEvent.click(opener)
    expect(screen.getByText('3 of 5')).toBeTruthy()

    fireEvent.click(button('Next'))
    fireEvent.click(button('Next'))
    expect(screen.getByText('5 of 5')).toBeTruthy()
    // The Next button that had focus is gone; focus stays in the dialog.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)

    fireEvent.click(button('Close'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('gives focus back to the opener after ESC too', () => {
    render(<Gallery />)
    const opener = screen.getByRole('button', { name: 'Open third' })
    opener.focus()
    fireEvent.click(opener)
    act(() => {
      screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }))
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})
