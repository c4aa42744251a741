import { captionMessages } from '@site/contract/captions'
import { describe, expect, it } from 'vitest'
import { captionFileProblem } from './caption-file'

describe('captionFileProblem', () => {
  it('accepts a .vtt file, or one typed text/vtt, up to 256 KB', () => {
    expect(captionFileProblem({ name: 'gate.VTT', type: '', size: 1000 })).toBeNull()
    expect(captionFileProblem({ name: 'captions', type: 'text/vtt', size: 256 * 1024 })).toBeNull()
  })

  it('refuses an SRT or any other file by name', () => {
    expect(captionFileProblem({ name: 'gate.srt', type: 'application/x-subrip', size: 10 })).toBe(
      captionMessages.notVtt('gate.srt'),
    )
  })

  it('refuses a file over 256 KB', () => {
    expect(captionFileProblem({ name: 'long.vtt', type: 'text/vtt', size: 256 * 1024 + 1 })).toBe(
      captionMessages.tooLarge,
    )
  })
})
