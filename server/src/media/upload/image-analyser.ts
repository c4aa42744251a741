import pLimit from 'p-limit'

export interface ImageAnalyserOptions {
  url: string
  key?: string
  timeoutMs: number
  /** Calls in flight at once, across all uploads. */
  concurrency?: number
}

export interface ImageAnalyser {
  /** The category the analyser names for a JPEG; rejects on any failure or a malformed answer. */
  categorise(jpeg: Buffer): Promise<string>
}

/**
 * Client of the image analyser (the specification's "analyze-image" call): POST JSON
 * `{imageBase64: "data:image/jpeg;base64,..."}` with a bearer key, answer `{category}`.
 */
export function createImageAnalyser(options: ImageAnalyserOptions): ImageAnalyser {
  const limit = pLimit(options.concurrency ?? 3)
  return {
    categorise: (jpeg) =>
      limit(async () => {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
          },
          body: JSON.stringify({
            imageBase64: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
          }),
          // Covers reading the answer too; counted from the call, not from the wait for a slot.
          signal: AbortSignal.timeout(options.timeoutMs),
        })
        if (!response.ok) {
          await response.body?.cancel()
          throw new Error(`the analyser answered ${response.status}`)
        }
        const answer = (await response.json()) as { category?: unknown } | null
        if (typeof answer?.category !== 'string') {
          throw new Error('the analyser answered without a category')
        }
        return answer.category
      }),
  }
}
