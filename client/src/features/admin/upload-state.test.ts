import { describe, expect, it } from 'vitest'
import {
  bannerMessage,
  initialUploadState,
  type UploadAction,
  type UploadState,
  uploadProgress,
  uploadReducer,
} from './upload-state'

const MB = 1024 * 1024
const run = (...actions: UploadAction[]): UploadState =>
  actions.reduce(uploadReducer, initialUploadState)

const startImages: UploadAction = {
  type: 'start',
  kind: 'image',
  files: [
    { name: 'a.jpg', size: 2 * MB },
    { name: 'b.jpg', size: 6 * MB },
  ],
}
const stored = (title: string) => ({ ok: true as const, title, category: 'Building' })

describe('uploadReducer', () => {
  it('starts idle, with no banner', () => {
    expect(initialUploadState.status).toBe('idle')
    expect(bannerMessage(initialUploadState)).toBeNull()
  })

  it('processes the chosen files and says how many', () => {
    const state = run(startImages)
    expect(state.status).toBe('processing')
    expect(state.files.map((file) => [file.name, file.sent])).toEqual([
      ['a.jpg', 0],
      ['b.jpg', 0],
    ])
    expect(bannerMessage(state)).toBe('Processing 2 image(s)...')
    expect(
      bannerMessage(run({ type: 'start', kind: 'video', files: [{ name: 'v', size: 1 }] })),
    ).toBe('Processing 1 video(s)...')
  })

  it('ignores a start while processing and a start with no files', () => {
    const processing = run(startImages)
    expect(uploadReducer(processing, startImages)).toBe(processing)
    expect(uploadReducer(initialUploadState, { type: 'start', kind: 'image', files: [] })).toBe(
      initialUploadState,
    )
  })

  it('adds up byte progress over all files', () => {
    const state = run(
      startImages,
      { type: 'progress', index: 0, fraction: 0.5 },
      { type: 'progress', index: 0, fraction: 0.25 }, // late event: ignored
    )
    expect(uploadProgress(state)).toEqual({ sentBytes: 1 * MB, totalBytes: 8 * MB, percent: 12 })
    const later = run(
      startImages,
      { type: 'fileDone', index: 0, result: stored('A') },
      { type: 'progress', index: 1, fraction: 0.5 },
    )
    expect(uploadProgress(later)).toEqual({ sentBytes: 5 * MB, totalBytes: 8 * MB, percent: 62 })
  })

  it('keeps fractions within 0 and 1', () => {
    const state = run(startImages, { type: 'progress', index: 0, fraction: 3 })
    expect(state.files[0]?.sent).toBe(2 * MB)
  })

  it('ends in success when every file is stored, then clears', () => {
    const state = run(
      startImages,
      { type: 'fileDone', index: 0, result: stored('A') },
      { type: 'fileDone', index: 1, result: stored('B') },
      { type: 'finish' },
    )
    expect(state.status).toBe('success')
    expect(bannerMessage(state)).toBe('Upload completed successfully!')
    expect(uploadProgress(state).percent).toBe(100)
    expect(uploadReducer(state, { type: 'clear' })).toEqual(initialUploadState)
  })

  it('ends in failure when a file was refused, and keeps it on clear', () => {
    const state = run(
      startImages,
      { type: 'fileDone', index: 0, result: { ok: false, message: 'Unsupported file' } },
      { type: 'fileDone', index: 1, result: stored('B') },
      { type: 'finish' },
    )
    expect(state.status).toBe('failure')
    expect(bannerMessage(state)).toBe('Upload finished with errors: 1 of 2 image(s) uploaded.')
    expect(state.files[0]?.result).toEqual({ ok: false, message: 'Unsupported file' })
    expect(uploadReducer(state, { type: 'clear' })).toBe(state)
  })

  it('marks files that were never sent when the batch stopped early', () => {
    const state = run(
      startImages,
      { type: 'fileDone', index: 0, result: { ok: false, message: 'Please log in.' } },
      { type: 'finish' },
    )
    expect(state.status).toBe('failure')
    expect(state.files[1]?.result).toEqual({ ok: false, message: 'Not sent.' })
  })

  it('ignores progress and results outside processing or for unknown files', () => {
    expect(run({ type: 'progress', index: 0, fraction: 1 })).toBe(initialUploadState)
    const state = run(startImages)
    expect(uploadReducer(state, { type: 'progress', index: 7, fraction: 1 })).toBe(state)
    const done = uploadReducer(state, { type: 'fileDone', index: 0, result: stored('A') })
    expect(uploadReducer(done, { type: 'progress', index: 0, fraction: 0.1 })).toBe(done)
    expect(run({ type: 'finish' })).toBe(initialUploadState)
  })

  it('counts empty files by how many are done', () => {
    const empty: UploadAction = {
      type: 'start',
      kind: 'image',
      files: [{ name: 'e.png', size: 0 }],
    }
    expect(uploadProgress(run(empty)).percent).toBe(0)
    expect(
      uploadProgress(run(empty, { type: 'fileDone', index: 0, result: stored('E') })).percent,
    ).toBe(100)
  })
})
