import type { Readable } from 'node:stream'
import { invalidTypeMessage } from '@site/contract/upload-rules'
import type { ResumableUploadRow } from '@site/db'
import { SAMPLE_SIZE, sniffContent } from '../content-sniffing.js'
import { allowedContentFor } from '../media-types.js'
import type { UploadServices } from '../media-upload.js'
import { UploadError } from '../upload-error.js'
import { readUploadBytes } from './assembled-bytes.js'
import { removeResumableUpload } from './expired-uploads.js'

export interface CheckedBody {
  /** The request's bytes, every one of them, to be stored. */
  body: AsyncIterable<Buffer>
  /** What the first bytes of the file showed; null while fewer than the check needs arrived. */
  contentType: string | null
}

/**
 * The first bytes of the file decide what it is (magic bytes, never the name): the request that
 * brings the upload past file-type's sample decides. An earlier request may have sent a few of
 * them; they are read back first. Content that is not a photo (or video) of the declared kind is
 * refused with 415, and the upload and its bytes are removed.
 */
export async function checkFirstBytes(
  upload: ResumableUploadRow,
  offset: number,
  stream: Readable,
  services: Pick<UploadServices, 'db' | 'storage'>,
): Promise<CheckedBody> {
  const prefix = offset > 0 ? await readUploadBytes(upload, offset, services.storage) : null
  const sniffed = await sniffContent(prefix ? withPrefix(prefix, stream) : stream)
  const body = prefix ? skipBytes(sniffed.body, prefix.length) : sniffed.body
  if (sniffed.sampled < Math.min(SAMPLE_SIZE, upload.size)) return { body, contentType: null }

  const content = allowedContentFor(sniffed.mime)
  if (!content || content.kind !== upload.fileType) {
    // The stream is left to @tus/server: closing it here would turn this error into an
    // "aborted" one.
    await removeResumableUpload(services, upload.id)
    throw new UploadError(
      415,
      invalidTypeMessage(upload.filename, upload.fileType),
      upload.filename,
    )
  }
  return { body, contentType: content.mime }
}

async function* withPrefix(prefix: Buffer, rest: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  yield prefix
  yield* rest
}

/** `source` without its first `count` bytes. */
async function* skipBytes(source: AsyncIterable<Buffer>, count: number): AsyncGenerator<Buffer> {
  let skip = count
  for await (const chunk of source) {
    if (skip >= chunk.length) {
      skip -= chunk.length
      continue
    }
    yield skip > 0 ? chunk.subarray(skip) : chunk
    skip = 0
  }
}
