import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useReducer } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  initialUploadState,
  type UploadAction,
  type UploadState,
  uploadReducer,
} from '../../../lib/media-upload/upload-state'
import { UploadStatus } from './upload-status'

const MB = 1024 * 1024
const stateAfter = (...actions: UploadAction[]): UploadState =>
  actions.reduce(uploadReducer, initialUploadState)

const threeImages: UploadAction = {
  type: 'start',
  kind: 'image',
  files: [
    { name: 'kitchen.jpg', size: 4 * MB },
    { name: 'roof.heic', size: 6 * MB },
    { name: 'notes.png', size: 2 * MB },
  ],
}
const saved = (index: number, title: string, category: string): UploadAction => ({
  type: 'fileDone',
  index,
  result: { ok: true, title, category },
})
const sending = (index: number): UploadAction => ({ type: 'phase', index, phase: 'sending' })
const none = () => {}
const actions = { onClear: none, onPause: none, onResume: none, onCancel: none }

/** The banner driven by the real reducer, as the portal drives it. */
function Harness({ initial }: { initial: UploadState }) {
  const [state, dispatch] = useReducer(uploadReducer, initial)
  return <UploadStatus {...actions} state={state} onClear={() => dispatch({ type: 'clear' })} />
}

const status = () => screen.getByRole('status')
const lines = () =>
  within(screen.getByRole('list', { name: 'Files in this upload' })).getAllByRole('listitem')

describe('UploadStatus', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps an empty live region while idle, and nothing sticks to the screen', () => {
    render(<UploadStatus {...actions} state={initialUploadState} />)
    expect(status().textContent).toBe('')
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByTestId('upload-summary').className).toBe('')
  })

  it('says how many images or videos are being processed, in a panel that sticks', () => {
    const { rerender } = render(<UploadStatus {...actions} state={stateAfter(threeImages)} />)
    expect(status().textContent).toBe('Processing 3 image(s)...')
    expect(screen.getByTestId('upload-summary').className).toContain(
      'sticky bottom-[var(--portal-bar,0px)]',
    )
    const oneVideo = stateAfter({
      type: 'start',
      kind: 'video',
      files: [{ name: 'v.mov', size: 1 }],
    })
    rerender(<UploadStatus {...actions} state={oneVideo} />)
    expect(status().textContent).toBe('Processing 1 video(s)...')
  })

  it('shows byte progress over all files', () => {
    const state = stateAfter(threeImages, saved(0, 'Kitchen', 'Kitchen Renovation'), {
      type: 'progress',
      index: 1,
      sent: 3 * MB,
    })
    render(<UploadStatus {...actions} state={state} />)
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' })
    expect(bar.getAttribute('aria-valuemin')).toBe('0')
    expect(bar.getAttribute('aria-valuemax')).toBe('100')
    expect(bar.getAttribute('aria-valuenow')).toBe('58')
    expect(bar.getAttribute('aria-valuetext')).toBe('58%, 7.0 MB of 12.0 MB sent')
    expect(screen.getByText('7.0 MB of 12.0 MB sent')).toBeTruthy()
  })

  it('shows each open file in bytes and percent, with its own bar', () => {
    const state = stateAfter(
      { type: 'start', kind: 'video', files: [{ name: 'site.mp4', size: 480 * MB }] },
      sending(0),
      { type: 'progress', index: 0, sent: 212 * MB },
    )
    render(<UploadStatus {...actions} state={state} />)
    const bar = screen.getByRole('progressbar', { name: 'site.mp4 progress' })
    expect(bar.getAttribute('aria-valuenow')).toBe('44')
    expect(bar.getAttribute('aria-valuetext')).toBe('44%, 212 MB of 480 MB')
    expect(within(lines()[0] as HTMLElement).getByText('212 MB of 480 MB')).toBeTruthy()
    expect(within(lines()[0] as HTMLElement).getByText('44%')).toBeTruthy()
  })

  it('says where each file stands: saved, sending, waiting', () => {
    const state = stateAfter(threeImages, saved(0, 'Kitchen', 'Kitchen Renovation'), sending(1), {
      type: 'progress',
      index: 1,
      sent: 3 * MB,
    })
    render(<UploadStatus {...actions} state={state} />)
    expect(lines().map((line) => line.querySelector('p + p')?.textContent)).toEqual([
      'Saved as “Kitchen” in Kitchen Renovation',
      'Sending…',
      'Waiting',
    ])
  })

  it('says a dropped connection goes on by itself, and a held file waits for the login', () => {
    const state = stateAfter(
      threeImages,
      { type: 'phase', index: 0, phase: 'reconnecting' },
      { type: 'phase', index: 1, phase: 'signedOut' },
      { type: 'phase', index: 2, phase: 'paused' },
    )
    render(<UploadStatus {...actions} state={state} />)
    expect(lines().map((line) => line.querySelector('p + p')?.textContent)).toEqual([
      'Connection lost. It goes on by itself once the network is back.',
      'Waiting for you to log in again.',
      'Paused',
    ])
    expect(
      screen.getByText('Connection lost: kitchen.jpg goes on by itself once the network is back.'),
    ).toBeTruthy()
  })

  it('offers Pause and Cancel for a file being sent, Resume for a paused one, naming the file', () => {
    const onPause = vi.fn()
    const onResume = vi.fn()
    const onCancel = vi.fn()
    const state = stateAfter(threeImages, sending(0), {
      type: 'phase',
      index: 1,
      phase: 'paused',
    })
    render(
      <UploadStatus
        state={state}
        onClear={none}
        onPause={onPause}
        onResume={onResume}
        onCancel={onCancel}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Pause kitchen.jpg' }))
    expect(onPause).toHaveBeenCalledWith(0)
    expect(screen.queryByRole('button', { name: 'Pause roof.heic' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Resume roof.heic' }))
    expect(onResume).toHaveBeenCalledWith(1)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel notes.png' }))
    expect(onCancel).toHaveBeenCalledWith(2)
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('type')).toBe('button')
    }
  })

  it('offers no buttons for files that are done', () => {
    const state = stateAfter(threeImages, saved(0, 'Kitchen', 'Kitchen Renovation'), {
      type: 'fileDone',
      index: 1,
      result: { ok: false, message: 'Cancelled', cancelled: true },
    })
    render(<UploadStatus {...actions} state={state} />)
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Pause notes.png', 'Cancel notes.png'])
  })

  it('reports a refused file with its message, and stays', () => {
    const state = stateAfter(
      threeImages,
      saved(0, 'Kitchen', 'Kitchen Renovation'),
      { type: 'fileDone', index: 1, result: { ok: false, message: 'File type not supported.' } },
      saved(2, 'Notes', 'General'),
    )
    render(<Harness initial={state} />)
    expect(status().textContent).toBe('Upload finished with errors: 2 of 3 image(s) uploaded.')
    expect(screen.getByText('File type not supported.')).toBeTruthy()
    expect(screen.getByText('Saved as “Notes” in General')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    act(() => vi.advanceTimersByTime(10_000))
    expect(status().textContent).toBe('Upload finished with errors: 2 of 3 image(s) uploaded.')
  })

  it('says a file is stored when its response was lost after the last byte', () => {
    const state = stateAfter(
      { type: 'start', kind: 'video', files: [{ name: 'site.mp4', size: 30 * MB }] },
      { type: 'fileDone', index: 0, result: { ok: true } },
    )
    render(<UploadStatus {...actions} state={state} />)
    expect(screen.getByText('Stored. The media list will show it shortly.')).toBeTruthy()
  })

  it('says "Upload completed successfully!" and clears after 3000 ms', () => {
    const state = stateAfter(
      { type: 'start', kind: 'video', files: [{ name: 'site.mp4', size: 30 * MB }] },
      saved(0, 'Site', 'Videos'),
    )
    render(<Harness initial={state} />)
    expect(status().textContent).toBe('Upload completed successfully!')
    expect(screen.getByText('Saved as “Site” in Videos')).toBeTruthy()

    act(() => vi.advanceTimersByTime(2999))
    expect(status().textContent).toBe('Upload completed successfully!')
    act(() => vi.advanceTimersByTime(1))
    expect(status().textContent).toBe('')
    expect(screen.queryByRole('list')).toBeNull()
  })
})
