import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MediaItem } from '@site/contract/media-items'
import type { Database } from '@site/db'
import type { CatalogueVersion } from './catalogue-version.js'
import { listMediaItems } from './media-item-catalogue.js'

/** A content coding a cached response is kept in, besides the JSON itself. */
export type StoredCoding = 'br' | 'gzip'

/** One view of the public catalogue (every item, or one category) as of a catalogue version. */
export interface CatalogueView {
  version: bigint
  items: MediaItem[]
  /** The whole list as JSON, the response when no page or sample is asked for. */
  json: string
  /** A weak tag of `json`: the same list gets the same tag in every API process. */
  etag: string
  /** `json` compressed, made once per view and coding on first request. */
  encoded(coding: StoredCoding): Promise<Buffer>
}

// Views kept at once: the categories in use and every item; an unknown category asked for again
// and again evicts the oldest rather than growing the map.
const maxViews = 32

const compressors: Record<StoredCoding, (json: string) => Promise<Buffer>> = {
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => promisify(gzip)(json, { level: 9 }),
}

/**
 * The public catalogue held in memory by each API process and checked against the catalogue
 * version (raised by a trigger at every commit that changes `media`, migration 0011, and heard by
 * every process, decision 069) on every request. Writes by any process, through any code path,
 * show in the next response of every process once announced; an unchanged catalogue costs no
 * database read, instead of a query and a serialisation of the whole list each.
 */
export class PublicCatalogue {
  readonly #db: Database
  readonly #version: CatalogueVersion
  readonly #views = new Map<string, CatalogueView>()
  readonly #loading = new Map<string, { after: bigint; view: Promise<CatalogueView> }>()

  constructor(db: Database, version: CatalogueVersion) {
    this.#db = db
    this.#version = version
  }

  /** The view as of the catalogue version when this call began, or newer. */
  async view(category?: string): Promise<CatalogueView> {
    const version = await this.#version.current()
    const key = category ?? ''
    const cached = this.#views.get(key)
    if (cached && cached.version >= version) return cached
    // A load started after someone saw this version (or a later one) reads a newer snapshot.
    const loading = this.#loading.get(key)
    if (loading && loading.after >= version) return loading.view
    const view = this.#load(category).finally(() => {
      if (this.#loading.get(key)?.view === view) this.#loading.delete(key)
    })
    this.#loading.set(key, { after: version, view })
    const loaded = await view
    this.#keep(key, loaded)
    return loaded
  }

  async #load(category: string | undefined): Promise<CatalogueView> {
    // The version first: the rows read next are at least that new, so the label never overstates.
    const version = await this.#version.current()
    const items = await listMediaItems(this.#db, category)
    const json = JSON.stringify(items)
    const encodings = new Map<StoredCoding, Promise<Buffer>>()
    return {
      version,
      items,
      json,
      etag: `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
      encoded(coding) {
        let encoding = encodings.get(coding)
        if (!encoding) {
          encoding = compressors[coding](json)
          encodings.set(coding, encoding)
          encoding.catch(() => encodings.delete(coding))
        }
        return encoding
      },
    }
  }

  #keep(key: string, view: CatalogueView) {
    const current = this.#views.get(key)
    if (current && current.version >= view.version) return
    this.#views.delete(key)
    this.#views.set(key, view)
    if (this.#views.size > maxViews) {
      const oldest = this.#views.keys().next().value
      if (oldest !== undefined) this.#views.delete(oldest)
    }
  }
}
