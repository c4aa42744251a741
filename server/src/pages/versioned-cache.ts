/**
 * Values built from the database, each kept with the catalogue version it was read at and used
 * while no newer version exists: a request never gets something older than what was committed
 * before it arrived (the fresh version read), and an unchanged catalogue costs no rebuild. At most
 * `max` keys are kept, the oldest dropped first, so made-up keys cannot grow memory.
 */
export class VersionedCache<V> {
  readonly #entries = new Map<string, { version: bigint; value: Promise<V> }>()

  constructor(
    /** A version read that started after the call (shared between concurrent requests). */
    private readonly freshVersion: () => Promise<bigint>,
    /** A version read of its own, taken before the rows a value is built from. */
    private readonly readVersion: () => Promise<bigint>,
    private readonly max = 64,
  ) {}

  async get(key: string, build: () => Promise<V>): Promise<V> {
    const version = await this.freshVersion()
    const kept = this.#entries.get(key)
    if (kept && kept.version >= version) return kept.value
    // Labelled with a version read before the rows, so the label never overstates.
    const labelled = await this.readVersion()
    const value = build()
    const entry = { version: labelled, value }
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key)
    })
    if (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    return value
  }
}
