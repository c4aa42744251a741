import type { DerivedName } from '../../storage/object-keys.js'

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
