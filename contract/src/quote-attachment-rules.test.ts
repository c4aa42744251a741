import { describe, expect, it } from 'vitest'
import { spokenDuration, videoLengthProblem } from './quote-attachment-rules.js'

describe('a video that is too long', () => {
  it('is told its length as people say it', () => {
    expect(spokenDuration(1)).toBe('1 second')
    expect(spokenDuration(45)).toBe('45 seconds')
    expect(spokenDuration(60)).toBe('1 minute')
    expect(spokenDuration(125)).toBe('2 minutes 5 seconds')
    expect(spokenDuration(180)).toBe('3 minutes')
  })

  it('is told the limit and what to do', () => {
    expect(videoLengthProblem('leak.mov', 180_400)).toBe(
      'leak.mov is 3 minutes long; a video can be at most 90 seconds. Please trim it or send a shorter clip.',
    )
    // Whole seconds: 90.4 s is 90 s; a length ffprobe did not find is not refused here.
    expect(videoLengthProblem('clip.mp4', 90_400)).toBeUndefined()
    expect(videoLengthProblem('clip.mp4', 90_600)).toMatch(/1 minute 31 seconds/)
    expect(videoLengthProblem('clip.mp4', null)).toBeUndefined()
  })
})
