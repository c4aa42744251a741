import { createReadStream } from 'node:fs'
import type { DerivedName } from '../../storage/object-keys.js'
import type { ObjectStore } from '../../storage/object-store.js'

/** One file made from an original, before it is stored: in memory or in the job's temp dir. */
export interface DerivedFile {
  kind: 'display' | 'w400' | 'w800' | 'w1200' | 'w1600' | 'preview' | 'poster'
  name: DerivedName
  contentType: string
  width: number
  height: number
  content: { buffer: Buffer } | { path: string }
}

/** What processing found out about an original and made from it. */
export interface Derivation {
  /** Upright size of the picture (after EXIF rotation or a video's rotation matrix). */
  width: number | null
  height: number | null
  durationMs: number | null
  files: DerivedFile[]
}

/** Stores a derived file under `key`, from memory or from its temp file; returns its size. */
export async function writeDerivedFile(
  storage: ObjectStore,
  key: string,
  file: DerivedFile,
): Promise<number> {
  if ('buffer' in file.content) {
    const body = file.content.buffer
    await storage.writeObject(key, body, body.length, file.contentType)
    return body.length
  }
  return storage.writeObjectStream(key, createReadStream(file.content.path), file.contentType)
}
