import type { Pool } from 'pg'

/** PostgreSQL's channel on which every raise of the catalogue version is announced (0026). */
export const CATALOGUE_VERSION_CHANNEL = 'catalogue_version'

/**
 * The content version (media, portfolio, settings; raised at commit by migration 0011's trigger)
 * as this process knows it, without a database read per request (decision 069): while its
 * listening connection is up, the last version announced on `CATALOGUE_VERSION_CHANNEL`; while it
 * is down, and until the version has been read again after reconnecting, a read of its own per
 * call, since a change could have gone unheard.
 */
export class CatalogueVersion {
  readonly #read: () => Promise<bigint>
  #heard = 0n
  #listening = false
  // Raised by every loss, so a read begun before one cannot mark the version trusted after it.
  #connection = 0

  constructor(read: () => Promise<bigint>) {
    this.#read = read
  }

  /** Whether announcements are heard now (else every call reads the database). */
  get listens(): boolean {
    return this.#listening
  }

  /** The version now: never older than what was committed before this call. */
  current(): bigint | Promise<bigint> {
    return this.#listening ? this.#heard : this.#read()
  }

  /** LISTEN is in place: read the version once, and from then on trust what is announced. */
  async listening(): Promise<void> {
    const connection = this.#connection
    const version = await this.#read()
    if (connection !== this.#connection) return
    this.#raise(version)
    this.#listening = true
  }

  /** An announced version (the notification's payload). */
  heard(payload: string): void {
    if (/^\d+$/.test(payload)) this.#raise(BigInt(payload))
  }

  /** The listening connection is gone: announcements may be missed from now on. */
  lost(): void {
    this.#connection++
    this.#listening = false
  }

  #raise(version: bigint) {
    if (version > this.#heard) this.#heard = version
  }
}

// A named (prepared) statement on the pool, skipping the query builder.
const versionQuery = {
  name: 'catalogue-version',
  text: 'select version::text from catalogue_version',
  rowMode: 'array',
} as const

/** The catalogue version in the database now. */
export async function readCatalogueVersion(pool: Pool): Promise<bigint> {
  const { rows } = await pool.query<[string]>(versionQuery)
  const [row] = rows
  if (!row) throw new Error('The catalogue_version row is missing (migration 0011)')
  return BigInt(row[0])
}
