/**
 * Values built from the database, each kept with the catalogue version known before its rows were
 * read and used while no newer version exists: a request never gets something older than what was
 * committed before it arrived (decision 069), and an unchanged catalogue costs no rebuild. At most
 * `max` keys are kept, the oldest dropped first, so made-up keys cannot grow memory.
 */
export class VersionedCache<V> {
  readonly #entries = new Map<string, { version: bigint; value: Promise<V> }>()

  constructor(
    /** The catalogue version now (`CatalogueVersion.current`). */
    private readonly version: () => bigint | Promise<bigint>,
    private readonly max = 64,
  ) {}

  async get(key: string, build: () => Promise<V>): Promise<V> {
    const version = await this.version()
    const kept = this.#entries.get(key)
    if (kept && kept.version >= version) return kept.value
    // Labelled with the version known before the rows are read, so the label never overstates.
    const value = build()
    const entry = { version, value }
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
