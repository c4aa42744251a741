import type { ResumablePart } from '@site/db'
import type { ObjectStore } from '../../../storage/object-store.js'

/**
 * The bytes of a resumable upload, from the first, read from its parts in order. Parts may
 * overlap (two requests raced): each is read from where the previous one ended. Stops after
 * `end` bytes; fails if the parts leave a gap before that.
 */
export async function* assembledBytes(
  parts: readonly ResumablePart[],
  end: number,
  storage: Pick<ObjectStore, 'readObject'>,
): AsyncGenerator<Buffer> {
  // By start, and the longest first where two begin at the same byte.
  const ordered = [...parts].sort((a, b) => a.start - b.start || b.length - a.length)
  let position = 0
  for (const part of ordered) {
    if (position >= end) break
    if (part.start + part.length <= position) continue
    if (part.start > position) throw new Error(`the upload's parts leave a gap at byte ${position}`)
    let skip = position - part.start
    for await (const chunk of await storage.readObject(part.key)) {
      let bytes = chunk as Buffer
      if (skip >= bytes.length) {
        skip -= bytes.length
        continue
      }
      bytes = bytes.subarray(skip, skip + end - position)
      skip = 0
      position += bytes.length
      yield bytes
      if (position >= end) break
    }
  }
  if (position < end) throw new Error(`the upload's parts hold ${position} of ${end} bytes`)
}

/** The first `count` bytes of an upload, in memory (for the few a content check needs). */
export async function readUploadBytes(
  upload: { parts: readonly ResumablePart[] },
  count: number,
  storage: Pick<ObjectStore, 'readObject'>,
): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of assembledBytes(upload.parts, count, storage)) chunks.push(chunk)
  return Buffer.concat(chunks)
}
