import { describe, expect, it } from 'vitest'
import {
  derivedKey,
  derivedPrefix,
  isValidObjectKey,
  mediaUrl,
  newOriginalKey,
} from './object-keys.js'

describe('newOriginalKey', () => {
  it('builds originals/<yyyy>/<mm>/<uuid>.<ext> from the upload time', () => {
    const key = newOriginalKey('jpg', new Date('2026-03-09T12:00:00Z'))
    expect(key).toMatch(
      /^originals\/2026\/03\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/,
    )
    expect(isValidObjectKey(key)).toBe(true)
    expect(mediaUrl(key)).toBe(`/media/${key}`)
  })

  it('never gives the same key twice', () => {
    expect(newOriginalKey('png')).not.toBe(newOriginalKey('png'))
  })

  it.each(['', '../x', 'j/pg', 'JPG', 'toolong'])('refuses the extension %j', (extension) => {
    expect(() => newOriginalKey(extension)).toThrow()
  })
})

describe('derivedKey', () => {
  const id = '0b6a3c4e-5f1d-4e2a-9c3b-7d8e9f0a1b2c'

  it('puts every file made from an item under derived/<media id>/', () => {
    expect(derivedPrefix(id)).toBe(`derived/${id}/`)
    expect(derivedKey(id, 'w400.webp')).toBe(`derived/${id}/w400.webp`)
    expect(isValidObjectKey(derivedKey(id, 'video.mp4'))).toBe(true)
  })

  it.each(['', '../x', 'a/b', `${id}/..`])('refuses the media id %j', (bad) => {
    expect(() => derivedPrefix(bad)).toThrow()
  })
})
