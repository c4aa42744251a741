import type { FileType } from '@site/contract/upload-rules'
import { apiPath } from '../../../lib/api-client'
import { noAnswer } from '../../../lib/api-request'
import { readUploadAnswer, type UploadOutcome } from '../upload-response'

interface UploadFileOptions {
  /** Share of this file's request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/**
 * Sends one file to `POST /api/upload`. XMLHttpRequest rather than fetch: only it reports how
 * many bytes of a request body have been sent, which a 500 MB video on mobile data needs.
 * The server categorises the file, so no `categories[i]` is sent. Resolves with the outcome
 * (network failures included); rejects with an AbortError when `signal` aborts.
 */
export function uploadFile(
  file: File,
  kind: FileType,
  { onProgress, signal }: UploadFileOptions = {},
): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const aborted = () => reject(new DOMException('Upload aborted', 'AbortError'))
    if (signal?.aborted) return aborted()

    // The server streams the parts in order and must know the kind before the first file.
    const body = new FormData()
    body.append('fileType', kind)
    body.append('files', file, file.name)

    const url = apiPath('/api/upload')
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    request.onload = () =>
      resolve(
        readUploadAnswer(
          {
            status: request.status,
            statusText: request.statusText,
            contentType: request.getResponseHeader('Content-Type'),
            body: request.responseText,
          },
          url,
        ),
      )
    // Network failures (and time-outs) have no answer.
    request.onerror = request.ontimeout = () => resolve(readUploadAnswer(noAnswer, url))
    request.onabort = aborted
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(body)
  })
}
