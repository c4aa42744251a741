import pLimit from 'p-limit'
import {
  type AnalyserEndpoint,
  type AnalyserResponse,
  jpegDataUrl,
  jsonHeaders,
  readCappedText,
  responseFields,
} from './analyser-wire.js'
import { askChatCompletions } from './openai-analyser.js'

/**
 * `site`: the specification's "analyze-image" call; `openai`: any OpenAI-compatible
 * chat-completions endpoint with a vision model (OpenAI, Ollama, LM Studio, vLLM, OpenRouter).
 */
export const analyserProtocols = ['site', 'openai'] as const

export type AnalyserProtocol = (typeof analyserProtocols)[number]

export interface ImageAnalyserOptions extends AnalyserEndpoint {
  protocol?: AnalyserProtocol
  /** The whole call: connecting, waiting, and reading the response (and a second try, if any). */
  timeoutMs: number
  /** Calls in flight at once, across all uploads. */
  concurrency?: number
}

export interface ImageAnalyser {
  /** Asks about a JPEG; rejects on any failure, a timeout or a response without a category. */
  analyse(jpeg: Buffer): Promise<AnalyserResponse>
}

export function createImageAnalyser(options: ImageAnalyserOptions): ImageAnalyser {
  const limit = pLimit(options.concurrency ?? 3)
  const ask = options.protocol === 'openai' ? askChatCompletions : askSiteAnalyser
  return {
    // The timeout is counted from the call, not from the wait for a slot.
    analyse: (jpeg) => limit(() => ask(options, jpeg, AbortSignal.timeout(options.timeoutMs))),
  }
}

/**
 * The specification's analyser: POST JSON `{imageBase64: "data:image/jpeg;base64,..."}` with a
 * bearer key, answer `{category}` (and, if it has them, `title` and `altText`).
 */
async function askSiteAnalyser(
  options: AnalyserEndpoint,
  jpeg: Buffer,
  signal: AbortSignal,
): Promise<AnalyserResponse> {
  const response = await fetch(options.url, {
    method: 'POST',
    headers: jsonHeaders(options.key),
    body: JSON.stringify({ imageBase64: jpegDataUrl(jpeg) }),
    signal,
  })
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`the analyser answered ${response.status}`)
  }
  return responseFields(JSON.parse(await readCappedText(response)))
}
