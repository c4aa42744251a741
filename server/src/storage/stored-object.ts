import type { Readable } from 'node:stream'

/** What the store tells about an object. */
export interface StoredObject {
  size: number
  /** Without the quotes HTTP puts around it. */
  etag: string
  contentType: string
  lastModified: Date
}

/** The validators a store's short response (304, 416) carried; a store may leave them out. */
export interface ObjectValidators {
  etag?: string
  lastModified?: Date
}

/** One GET of an object with the request's range and If-None-Match, as the store answered it. */
export type ObjectRead =
  | { status: 404 }
  | ({ status: 304 } & ObjectValidators)
  | ({ status: 416; size: number } & ObjectValidators)
  | { status: 200 | 206; object: StoredObject; body: Readable; start: number; end: number }
