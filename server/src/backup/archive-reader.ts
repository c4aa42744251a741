import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import tar from 'tar-stream'

export interface ArchiveEntry {
  name: string
  /** The size the tar header declares. */
  size: number
  /** The entry's bytes; read it to the end (or not at all) before asking for the next entry. */
  body: AsyncIterable<Buffer>
  /** After `body` was read to the end: the sha256 of what it gave. */
  sha256(): string
}

/** The entries of a tar file, in order. A truncated or mangled tar throws while iterating. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract()
  const source = createReadStream(file)
  source.on('error', (error) => extract.destroy(error))
  source.pipe(extract)
  try {
    for await (const stream of extract) {
      const { header } = stream
      if (header.type !== 'file') {
        stream.resume()
        throw new Error(`unexpected ${header.type} entry ${header.name}`)
      }
      const hash = createHash('sha256')
      let digest: string | undefined
      const body = (async function* () {
        for await (const chunk of stream) {
          hash.update(chunk as Buffer)
          yield chunk as Buffer
        }
        digest = hash.digest('hex')
      })()
      yield {
        name: header.name,
        size: header.size ?? 0,
        body,
        sha256: () => {
          if (digest === undefined) throw new Error(`${header.name} was not read to the end`)
          return digest
        },
      }
      // Whatever the caller left unread is skipped, so the next entry can come.
      if (digest === undefined) for await (const _ of body);
    }
  } finally {
    source.destroy()
    extract.destroy()
  }
}
