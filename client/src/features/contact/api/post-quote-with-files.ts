import { quoteAttachmentRules } from '@site/contract/quote-attachment-rules'
import type { QuoteRequest } from '@site/contract/quote-request'
import { noResponse, type RawResponse } from '../../../lib/api-request'
import type { QuoteFiles } from '../quote-files'

/** Bytes of the request body sent so far, of the total. */
export type SendProgress = (sent: number, total: number) => void

/**
 * Posts the form with its files as multipart/form-data: every field first (the server checks
 * the request, captcha included, before it reads a file), then the photos, then the video.
 * XMLHttpRequest rather than fetch: only it reports how many bytes of a body have gone, which a
 * visitor on mobile data sending a video needs to see. Resolves with the response (none: status 0).
 */
export function postQuoteWithFiles(
  url: string,
  request: QuoteRequest,
  files: QuoteFiles,
  onProgress?: SendProgress,
): Promise<RawResponse> {
  const body = new FormData()
  for (const [name, value] of Object.entries(request)) {
    if (value === undefined) continue
    body.append(name, String(value))
  }
  for (const photo of files.photos) body.append(quoteAttachmentRules.photo.field, photo, photo.name)
  if (files.video) body.append(quoteAttachmentRules.video.field, files.video, files.video.name)

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total)
    }
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        contentType: xhr.getResponseHeader('Content-Type'),
        body: xhr.responseText,
      })
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve(noResponse)
    xhr.send(body)
  })
}
