import { describe, expect, it } from 'vitest'
import { type CachedObject, MediaCache } from './media-cache.js'

const entry = (size: number): CachedObject => ({
  object: { size, etag: 'e', contentType: 'image/webp', lastModified: new Date(0) },
  bytes: Buffer.alloc(size),
})

const listeningCache = () => {
  const cache = new MediaCache({ maxBytes: 100, maxEntryBytes: 40, maxAgeMs: 60_000 })
  cache.listening = true
  return cache
}

describe('MediaCache', () => {
  it('keeps what was read and gives it back', () => {
    const cache = listeningCache()
    cache.set('a', entry(10), cache.ticket())
    expect(cache.get('a')?.bytes.length).toBe(10)
  })

  it('serves an entry no longer than its age limit, then asks the store again', async () => {
    const cache = new MediaCache({ maxBytes: 100, maxEntryBytes: 40, maxAgeMs: 40 })
    cache.listening = true
    cache.set('a', entry(10), cache.ticket())
    expect(cache.get('a')?.bytes.length).toBe(10)
    await new Promise((resolve) => setTimeout(resolve, 60))
    // Removed behind the API's back, it is not served from memory once the limit has passed.
    expect(cache.get('a')).toBeUndefined()
  })

  it('drops a read that began before a clear (the object may be gone)', () => {
    const cache = listeningCache()
    const ticket = cache.ticket()
    cache.clear()
    cache.set('a', entry(10), ticket)
    expect(cache.get('a')).toBeUndefined()
  })

  it('neither keeps nor gives anything while removals are not heard, and forgets on losing them', () => {
    const cache = new MediaCache({ maxBytes: 100, maxEntryBytes: 40, maxAgeMs: 60_000 })
    cache.set('a', entry(10), cache.ticket())
    expect(cache.size).toBe(0)
    cache.listening = true
    cache.set('a', entry(10), cache.ticket())
    cache.listening = false
    expect(cache.get('a')).toBeUndefined()
    cache.listening = true
    expect(cache.get('a')).toBeUndefined()
  })

  it('keeps no entry over its size, and stays within its total, the least recently used out first', () => {
    const cache = listeningCache()
    cache.set('big', entry(41), cache.ticket())
    expect(cache.get('big')).toBeUndefined()
    for (const key of ['a', 'b', 'c']) cache.set(key, entry(30), cache.ticket())
    cache.get('a')
    cache.set('d', entry(30), cache.ticket())
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.get(key))).toEqual(['a', 'c', 'd'])
  })
})
