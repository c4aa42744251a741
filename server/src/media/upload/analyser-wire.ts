// What both analyser protocols share: where and how to call, the JPEG as a data URL, the response
// read with a size cap, and its fields.

/** Where the analyser is and how to call it. */
export interface AnalyserEndpoint {
  url: string
  key?: string
  /** The model the `openai` protocol asks for. */
  model?: string
}

/**
 * What the analyser said about a photo, as it said it: only checked to be text here. Whether the
 * category is one of ours and the texts are fit to show is `categoriseImage`'s business.
 */
export interface AnalyserResponse {
  category: string
  title: string | null
  altText: string | null
}

/** The most an analyser's response may hold; its JSON is a few hundred bytes. */
export const MAX_RESPONSE_BYTES = 256 * 1024

/**
 * The response's body as text, read as it streams in and refused (the stream cancelled) once it
 * passes `maxBytes`, so a huge response is never held in memory. A timeout given to `fetch` as its
 * signal ends the read too.
 */
export async function readCappedText(
  response: Response,
  maxBytes: number = MAX_RESPONSE_BYTES,
): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) {
    await response.body?.cancel()
    throw new Error(`the analyser's answer is too large (${declared} bytes)`)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new Error(`the analyser's answer is larger than ${maxBytes} bytes`)
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

export function jsonHeaders(key: string | undefined): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    ...(key ? { authorization: `Bearer ${key}` } : {}),
  }
}

export function jpegDataUrl(jpeg: Buffer): string {
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`
}

/** The fields of a response object; throws when it names no category. */
export function responseFields(body: unknown): AnalyserResponse {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  if (typeof fields.category !== 'string') {
    throw new Error('the analyser answered without a category')
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  return { category: fields.category, title: text(fields.title), altText: text(fields.altText) }
}
