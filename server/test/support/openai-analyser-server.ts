import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake chat-completions endpoint does with one request. */
export type ChatBehaviour =
  /** Answers a completion whose message text is `content`. */
  | { content: string; delayMs?: number }
  /** Answers `status` with `body` as it is. */
  | { status: number; body: string }
  /** Never answers. */
  | { hang: true }
  /** Sends the headers, then trickles the body slower than any timeout. */
  | { trickle: true }
  /**
   * A well-formed completion with a good response, padded with whitespace to `bytes` (so only its
   * size is wrong); `chunked` leaves out the content-length.
   */
  | { huge: { bytes: number; chunked: boolean } }

export interface ChatCall {
  authorization: string | undefined
  /** The request as sent, parsed; null when it was not JSON. */
  body: ChatRequest | null
  /** The JPEG in the user's `image_url` part, decoded from its data URL; null if there was none. */
  jpeg: Buffer | null
}

interface ChatRequest {
  model?: unknown
  messages?: { role: string; content: unknown }[]
  response_format?: {
    type?: string
    json_schema?: {
      strict?: boolean
      schema?: { properties?: Record<string, { enum?: string[] }> }
    }
  }
}

export interface ChatServerOptions {
  key: string
  model: string
  /** Like some local servers: a request with `response_format` is refused with a 400 naming it. */
  rejectsResponseFormat?: boolean
}

/**
 * A local stand-in for an OpenAI-compatible vision model, speaking the chat-completions protocol:
 * `POST /v1/chat/completions` with a bearer key and a model, responded with a completion whose
 * message holds the model's text. It checks the key (401) and the model (404) as real endpoints
 * do; `behave` decides each answer, and every call is recorded. `bytesSent` counts what the
 * server managed to write of its bodies, so a test can see a client stop reading early.
 */
export async function startChatServer(
  options: ChatServerOptions,
  behave: (call: ChatCall) => ChatBehaviour,
) {
  const calls: ChatCall[] = []
  const open = new Set<ServerResponse>()
  const stats = { bytesSent: 0 }
  const server = createServer(async (request, response) => {
    open.add(response)
    response.on('close', () => open.delete(response))
    const call = await readCall(request)
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      return sendError(response, 404, 'not_found', `no route ${request.method} ${request.url}`)
    }
    calls.push(call)
    if (call.authorization !== `Bearer ${options.key}`) {
      return sendError(response, 401, 'invalid_api_key', 'Incorrect API key provided.')
    }
    if (call.body?.model !== options.model) {
      return sendError(response, 404, 'model_not_found', `model "${call.body?.model}" not found`)
    }
    if (options.rejectsResponseFormat && call.body.response_format) {
      return sendError(response, 400, 'invalid_request_error', 'response_format is not supported')
    }
    const behaviour = behave(call)
    if ('hang' in behaviour) return
    if ('trickle' in behaviour) return trickle(response, stats)
    if ('huge' in behaviour) return sendHuge(response, behaviour.huge, stats)
    if ('status' in behaviour) {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' })
      response.end(behaviour.body)
      return
    }
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs))
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(completion(behaviour.content)))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    stats,
    async stop() {
      for (const response of open) response.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** A chat completion as OpenAI's API shapes it. */
function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-vision',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  }
}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ error: { message, type: 'invalid_request_error', code } }))
}

function trickle(response: ServerResponse, stats: { bytesSent: number }) {
  response.writeHead(200, { 'content-type': 'application/json' })
  response.write('{"choices":[')
  const timer = setInterval(() => {
    stats.bytesSent += 1
    response.write(' ')
  }, 200)
  response.on('close', () => clearInterval(timer))
}

/** A good response in a body of `bytes` bytes, written as fast as the client reads it. */
async function sendHuge(
  response: ServerResponse,
  { bytes, chunked }: { bytes: number; chunked: boolean },
  stats: { bytesSent: number },
) {
  const good = JSON.stringify(
    completion(JSON.stringify({ category: 'Building', title: 'Big', altText: 'Big' })),
  )
  const head = good.slice(0, -1)
  const padding = bytes - good.length
  response.writeHead(200, {
    'content-type': 'application/json',
    ...(chunked ? {} : { 'content-length': String(bytes) }),
  })
  const chunk = Buffer.alloc(64 * 1024, ' ')
  response.write(head)
  let left = padding
  while (left > 0 && !response.destroyed) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left)
    left -= piece.length
    stats.bytesSent += piece.length
    if (!response.write(piece)) await drainedOrClosed(response)
  }
  if (!response.destroyed) response.end('}')
}

function drainedOrClosed(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done)
      response.off('close', done)
      resolve()
    }
    response.on('drain', done)
    response.on('close', done)
  })
}

async function readCall(request: IncomingMessage): Promise<ChatCall> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  let body: ChatRequest | null = null
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest
  } catch {
    // recorded as null
  }
  const user = body?.messages?.find((message) => message.role === 'user')
  const parts = Array.isArray(user?.content) ? user.content : []
  const imageUrl = parts.find((part: { type?: string }) => part?.type === 'image_url')?.image_url
    ?.url as string | undefined
  const match = /^data:image\/jpeg;base64,(.+)$/.exec(imageUrl ?? '')
  return {
    authorization: request.headers.authorization,
    body,
    jpeg: match?.[1] ? Buffer.from(match[1], 'base64') : null,
  }
}
