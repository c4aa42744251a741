import { act, render, screen, within } from '@testing-library/react'
import { useReducer } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  initialUploadState,
  type UploadAction,
  type UploadState,
  uploadReducer,
} from '../upload-state'
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
const saved = (title: string, category: string) => ({ ok: true as const, title, category })

/** The banner driven by the real reducer, as the portal drives it. */
function Harness({ initial }: { initial: UploadState }) {
  const [state, dispatch] = useReducer(uploadReducer, initial)
  return <UploadStatus state={state} onClear={() => dispatch({ type: 'clear' })} />
}

const status = () => screen.getByRole('status')

describe('UploadStatus', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps an empty live region while idle', () => {
    render(<UploadStatus state={initialUploadState} onClear={() => {}} />)
    expect(status().textContent).toBe('')
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('says how many images or videos are being processed', () => {
    const { rerender } = render(<UploadStatus state={stateAfter(threeImages)} onClear={() => {}} />)
    expect(status().textContent).toBe('Processing 3 image(s)...')
    const oneVideo = stateAfter({
      type: 'start',
      kind: 'video',
      files: [{ name: 'v.mov', size: 1 }],
    })
    rerender(<UploadStatus state={oneVideo} onClear={() => {}} />)
    expect(status().textContent).toBe('Processing 1 video(s)...')
  })

  it('shows byte progress over all files', () => {
    const state = stateAfter(
      threeImages,
      { type: 'fileDone', index: 0, result: saved('Kitchen', 'Kitchen Renovation') },
      { type: 'progress', index: 1, fraction: 0.5 },
    )
    render(<UploadStatus state={state} onClear={() => {}} />)
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' })
    expect(bar.getAttribute('aria-valuemin')).toBe('0')
    expect(bar.getAttribute('aria-valuemax')).toBe('100')
    expect(bar.getAttribute('aria-valuenow')).toBe('58')
    expect(bar.getAttribute('aria-valuetext')).toBe('58%, 7.0 MB of 12.0 MB sent')
    expect(screen.getByText('7.0 MB of 12.0 MB sent')).toBeTruthy()
    expect(screen.getByText('58%')).toBeTruthy()
  })

  it('shows a line per file: saved, sending, waiting', () => {
    const state = stateAfter(
      threeImages,
      { type: 'fileDone', index: 0, result: saved('Kitchen', 'Kitchen Renovation') },
      { type: 'progress', index: 1, fraction: 0.5 },
    )
    render(<UploadStatus state={state} onClear={() => {}} />)
    const lines = within(screen.getByRole('list', { name: 'Files in this upload' })).getAllByRole(
      'listitem',
    )
    expect(lines.map((line) => line.textContent)).toEqual([
      'kitchen.jpgSaved as “Kitchen” in Kitchen Renovation',
      'roof.heicSending… 50%',
      'notes.pngWaiting',
    ])
  })

  it('reports a refused file with its message, and stays', () => {
    const state = stateAfter(
      threeImages,
      { type: 'fileDone', index: 0, result: saved('Kitchen', 'Kitchen Renovation') },
      { type: 'fileDone', index: 1, result: { ok: false, message: 'File type not supported.' } },
      { type: 'fileDone', index: 2, result: saved('Notes', 'General') },
      { type: 'finish' },
    )
    render(<Harness initial={state} />)
    expect(status().textContent).toBe('Upload finished with errors: 2 of 3 image(s) uploaded.')
    expect(screen.getByText('File type not supported.')).toBeTruthy()
    expect(screen.getByText('Saved as “Notes” in General')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    act(() => vi.advanceTimersByTime(10_000))
    expect(status().textContent).toBe('Upload finished with errors: 2 of 3 image(s) uploaded.')
  })

  it('says "Upload completed successfully!" and clears after 3000 ms', () => {
    const state = stateAfter(
      { type: 'start', kind: 'video', files: [{ name: 'site.mp4', size: 30 * MB }] },
      { type: 'fileDone', index: 0, result: saved('Site', 'Videos') },
      { type: 'finish' },
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
