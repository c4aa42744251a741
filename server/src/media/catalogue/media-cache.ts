import { LRUCache } from 'lru-cache'
import type { StoredObject } from '../../storage/stored-object.js'

/** A public object's bytes and what the store said of it. */
export interface CachedObject {
  object: StoredObject
  bytes: Buffer
}

/**
 * Public media (photos' copies, posters, captions) kept in the API's memory, least recently used
 * first out, so a request for a popular file costs the store nothing (decision 043). Keys are
 * never rewritten, so an entry is stale only once its object is removed: `clear()` is called then,
 * in every API process (see plugins/media-cache.ts), and entries are used only while that is
 * heard (`listening`). A read that began before a clear is not kept (`ticket`). An entry is also
 * read again from the store once it is `maxAgeMs` old, for a removal no API process announced.
 */
export class MediaCache {
  readonly maxEntryBytes: number
  private readonly entries: LRUCache<string, CachedObject>
  private generation = 0
  private heard = false

  constructor({
    maxBytes,
    maxEntryBytes,
    maxAgeMs,
  }: {
    maxBytes: number
    maxEntryBytes: number
    maxAgeMs: number
  }) {
    this.maxEntryBytes = maxEntryBytes
    this.entries = new LRUCache({
      maxSize: maxBytes,
      // Age counts from the read from the store; using an entry does not make it younger.
      ttl: maxAgeMs,
      maxEntrySize: maxEntryBytes,
      sizeCalculation: (entry) => Math.max(1, entry.bytes.length),
    })
  }

  /** Whether removals are heard, so entries can be trusted. */
  get listening(): boolean {
    return this.heard
  }

  /** Entries are used and kept only while removals are heard; not hearing them clears it. */
  set listening(heard: boolean) {
    if (!heard) this.clear()
    this.heard = heard
  }

  get(key: string): CachedObject | undefined {
    return this.heard ? this.entries.get(key) : undefined
  }

  /** Taken before reading the store; `set` keeps what was read only if nothing was cleared since. */
  ticket(): number {
    return this.generation
  }

  set(key: string, entry: CachedObject, ticket: number): void {
    // An entry over `maxEntryBytes` is refused by the LRU itself (`maxEntrySize`).
    if (!this.heard || ticket !== this.generation) return
    this.entries.set(key, entry)
  }

  /** Forgets everything: an object was removed somewhere. */
  clear(): void {
    this.generation++
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
