import { fileTypeFromBuffer } from 'file-type'

/** file-type's own sample size: enough for every format it recognises. */
export const SAMPLE_SIZE = 4100

export interface SniffedStream {
  /** The MIME type the content's magic bytes show, if file-type recognises them. */
  mime: string | undefined
  /** True when the stream held no byte at all. */
  empty: boolean
  /** Bytes the decision was made on: SAMPLE_SIZE, or fewer when the stream ended first. */
  sampled: number
  /** Every byte of the stream, from the first: the sample, then the rest as it arrives. */
  body: AsyncGenerator<Buffer>
  /** Stops reading the source, for content that is refused before its body is used. */
  discard(): Promise<void>
}

/**
 * Reads the first bytes of an upload to tell what it really is (magic bytes, never the name or
 * the declared Content-Type), keeping them for the body. Not file-type's `fileTypeStream`: it waits
 * for a 'readable' event that never comes when an empty part has already ended, and hangs.
 */
export async function sniffContent(source: AsyncIterable<Buffer>): Promise<SniffedStream> {
  const iterator = source[Symbol.asyncIterator]()
  const sample: Buffer[] = []
  let sampled = 0
  let ended = false
  while (sampled < SAMPLE_SIZE) {
    const next = await iterator.next()
    if (next.done) {
      ended = true
      break
    }
    sample.push(next.value)
    sampled += next.value.length
  }
  const head = Buffer.concat(sample)
  const mime = (await fileTypeFromBuffer(head))?.mime

  async function* body(): AsyncGenerator<Buffer> {
    try {
      if (head.length > 0) yield head
      while (!ended) {
        const next = await iterator.next()
        if (next.done) return
        yield next.value
      }
    } finally {
      // Stopping early (a limit, an error) releases the source too.
      if (!ended) await iterator.return?.()
    }
  }
  return {
    mime,
    empty: head.length === 0 && ended,
    sampled: head.length,
    body: body(),
    discard: async () => {
      if (!ended) await iterator.return?.()
    },
  }
}
