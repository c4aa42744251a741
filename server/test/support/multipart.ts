import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'

export type FormPart =
  | { name: string; value: string }
  | {
      name: string
      filename: string
      contentType?: string
      /** The file's bytes, or a generator for files too large to hold (streamed). */
      content: Buffer | (() => AsyncIterable<Buffer>)
    }

/**
 * A multipart/form-data body written by hand, so tests control everything a client could send
 * (any filename bytes, any order, files larger than memory) and can stream it.
 */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----upload-test-${randomUUID()}`
  async function* generate(): AsyncGenerator<Buffer> {
    for (const part of parts) {
      if ('value' in part) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        )
        continue
      }
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; ` +
          `filename="${part.filename.replaceAll('"', '%22')}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      )
      if (Buffer.isBuffer(part.content)) yield part.content
      else yield* part.content()
      yield Buffer.from('\r\n')
    }
    yield Buffer.from(`--${boundary}--\r\n`)
  }
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    /** A fresh stream of the body each call. */
    stream: () => Readable.from(generate()),
    async buffer(): Promise<Buffer> {
      const chunks: Buffer[] = []
      for await (const chunk of generate()) chunks.push(chunk)
      return Buffer.concat(chunks)
    },
  }
}

/** `count` chunks of 1 MB starting with `head` (e.g. a real file's first bytes). */
export function megabytes(count: number, head: Buffer = Buffer.alloc(0)) {
  return async function* () {
    const chunk = Buffer.alloc(1024 * 1024, 0)
    yield Buffer.concat([head, chunk.subarray(head.length)])
    for (let i = 1; i < count; i++) yield chunk
  }
}
