import { describe, expect, it } from 'vitest'
import * as rules from './upload-rules.js'

describe('upload rules', () => {
  it('use the specification texts and limits', () => {
    expect(rules.invalidTypeMessage('a.txt', 'image')).toBe(
      'Invalid file type: a.txt. Allowed types: jpeg, jpg, png, webp, heic, heif',
    )
    expect(rules.invalidTypeMessage('a.txt', 'video')).toBe(
      'Invalid file type: a.txt. Allowed types: mp4, mov, avi, quicktime, 3gpp',
    )
    expect(rules.tooLargeMessage('big.jpg', 'image')).toBe(
      'File too large: big.jpg. Maximum size: 50MB',
    )
    expect(rules.tooLargeMessage('big.mp4', 'video')).toBe(
      'File too large: big.mp4. Maximum size: 500MB',
    )
    expect(rules.uploadRules.image.maxBytes).toBe(50 * 1024 * 1024)
    expect(rules.uploadRules.video.maxBytes).toBe(500 * 1024 * 1024)
    expect(rules.largestUploadBytes).toBe(500 * 1024 * 1024)
  })
})
