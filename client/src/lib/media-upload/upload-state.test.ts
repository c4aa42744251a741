import { describe, expect, it } from 'vitest'
import {
  bannerMessage,
  initialUploadState,
  nextToSend,
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
const done = (index: number, title: string): UploadAction => ({
  type: 'fileDone',
  index,
  result: stored(title),
})
const cancelled = (index: number): UploadAction => ({
  type: 'fileDone',
  index,
  result: { ok: false, message: 'Cancelled', cancelled: true },
})
const phase = (
  index: number,
  to: 'sending' | 'paused' | 'reconnecting' | 'signedOut' | 'waiting',
) => ({ type: 'phase', index, phase: to }) as const

describe('uploadReducer', () => {
  it('starts idle, with no banner', () => {
    expect(initialUploadState.status).toBe('idle')
    expect(bannerMessage(initialUploadState)).toBeNull()
  })

  it('processes the chosen files, all waiting, and says how many', () => {
    const state = run(startImages)
    expect(state.status).toBe('processing')
    expect(state.files.map((file) => [file.name, file.sent, file.phase])).toEqual([
      ['a.jpg', 0, 'waiting'],
      ['b.jpg', 0, 'waiting'],
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
    const state = run(startImages, { type: 'progress', index: 0, sent: 1 * MB })
    expect(uploadProgress(state)).toEqual({ sentBytes: 1 * MB, totalBytes: 8 * MB, percent: 12 })
    const later = run(startImages, done(0, 'A'), { type: 'progress', index: 1, sent: 3 * MB })
    expect(uploadProgress(later)).toEqual({ sentBytes: 5 * MB, totalBytes: 8 * MB, percent: 62 })
  })

  it('follows the server back when it holds less than was sent before a drop', () => {
    const state = run(
      startImages,
      { type: 'progress', index: 1, sent: 5 * MB },
      { type: 'progress', index: 1, sent: 4 * MB },
    )
    expect(state.files[1]?.sent).toBe(4 * MB)
  })

  it('keeps progress within 0 and the file size', () => {
    expect(run(startImages, { type: 'progress', index: 0, sent: 9 * MB }).files[0]?.sent).toBe(
      2 * MB,
    )
    expect(run(startImages, { type: 'progress', index: 0, sent: -3 }).files[0]?.sent).toBe(0)
  })

  it('remembers where the server holds a file', () => {
    const state = run(startImages, { type: 'located', index: 1, url: '/api/uploads/resumable/x' })
    expect(state.files[1]?.url).toBe('/api/uploads/resumable/x')
  })

  it('ends in success once every file is stored, then clears', () => {
    const state = run(startImages, done(0, 'A'))
    expect(state.status).toBe('processing')
    const ended = uploadReducer(state, done(1, 'B'))
    expect(ended.status).toBe('success')
    expect(bannerMessage(ended)).toBe('Upload completed successfully!')
    expect(uploadProgress(ended).percent).toBe(100)
    expect(uploadReducer(ended, { type: 'clear' })).toEqual(initialUploadState)
  })

  it('ends in failure when a file was refused, keeps what it had sent, and stays on clear', () => {
    const state = run(
      startImages,
      { type: 'progress', index: 0, sent: 1 * MB },
      { type: 'fileDone', index: 0, result: { ok: false, message: 'Unsupported file' } },
      done(1, 'B'),
    )
    expect(state.status).toBe('failure')
    expect(bannerMessage(state)).toBe('Upload finished with errors: 1 of 2 image(s) uploaded.')
    expect(state.files[0]).toMatchObject({
      sent: 1 * MB,
      result: { ok: false, message: 'Unsupported file' },
    })
    expect(uploadReducer(state, { type: 'clear' })).toBe(state)
  })

  it('leaves cancelled files out of the outcome and the progress', () => {
    const state = run(startImages, cancelled(0), done(1, 'B'))
    expect(state.status).toBe('success')
    expect(uploadProgress(state)).toMatchObject({ totalBytes: 6 * MB, percent: 100 })
    const failed = run(startImages, cancelled(0), {
      type: 'fileDone',
      index: 1,
      result: { ok: false, message: 'Too many unfinished uploads.' },
    })
    expect(bannerMessage(failed)).toBe('Upload finished with errors: 0 of 1 image(s) uploaded.')
  })

  it('goes back to idle when every file was cancelled', () => {
    expect(run(startImages, cancelled(1), cancelled(0))).toEqual(initialUploadState)
  })

  it('ignores progress, phases and results outside processing or for unknown files', () => {
    expect(run({ type: 'progress', index: 0, sent: 1 })).toBe(initialUploadState)
    expect(run(phase(0, 'sending'))).toBe(initialUploadState)
    const state = run(startImages)
    expect(uploadReducer(state, { type: 'progress', index: 7, sent: 1 })).toBe(state)
    const stopped = uploadReducer(state, cancelled(0))
    expect(uploadReducer(stopped, { type: 'progress', index: 0, sent: 1 })).toBe(stopped)
    expect(uploadReducer(stopped, phase(0, 'sending'))).toBe(stopped)
    expect(uploadReducer(stopped, done(0, 'A'))).toBe(stopped)
  })

  it('counts empty files by how many are done', () => {
    const empty: UploadAction = {
      type: 'start',
      kind: 'image',
      files: [
        { name: 'e.png', size: 0 },
        { name: 'f.png', size: 0 },
      ],
    }
    expect(uploadProgress(run(empty)).percent).toBe(0)
    expect(uploadProgress(run(empty, done(0, 'E'))).percent).toBe(50)
  })
})

describe('nextToSend', () => {
  it('sends nothing when idle, and the first waiting file of a new batch', () => {
    expect(nextToSend(initialUploadState)).toBeUndefined()
    expect(nextToSend(run(startImages))).toBe(0)
  })

  it('sends one file at a time, in order', () => {
    expect(nextToSend(run(startImages, phase(0, 'sending')))).toBeUndefined()
    expect(nextToSend(run(startImages, phase(0, 'sending'), done(0, 'A')))).toBe(1)
  })

  it('lets the next file go while one is paused, and picks the paused one up once resumed', () => {
    expect(nextToSend(run(startImages, phase(0, 'paused')))).toBe(1)
    const bothPaused = run(startImages, phase(0, 'paused'), phase(1, 'paused'))
    expect(nextToSend(bothPaused)).toBeUndefined()
    expect(nextToSend(uploadReducer(bothPaused, phase(1, 'waiting')))).toBe(1)
  })

  it('starts nothing while a file waits for the network or for the login', () => {
    expect(nextToSend(run(startImages, phase(0, 'reconnecting')))).toBeUndefined()
    expect(nextToSend(run(startImages, phase(0, 'signedOut')))).toBeUndefined()
  })

  it('moves past a refused file', () => {
    const state = run(startImages, {
      type: 'fileDone',
      index: 0,
      result: { ok: false, message: 'Not a photo.' },
    })
    expect(nextToSend(state)).toBe(1)
  })
})
