import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake analyser does with one request. */
export type AnalyserBehaviour =
  | { category: string; delayMs?: number }
  /** The whole response object, e.g. with a `title` and an `altText` as well. */
  | { json: Record<string, unknown>; delayMs?: number }
  | { status: number; body: string; delayMs?: number }
  | { hang: true }

export interface AnalyserCall {
  authorization: string | undefined
  contentType: string | undefined
  /** The JPEG the server sent, decoded from the data URL; null if the body was not one. */
  jpeg: Buffer | null
  /** What precedes the base64 data, e.g. `data:image/jpeg;base64,`. */
  dataUrlHeader: string
}

/**
 * A local stand-in for the image analyser, speaking its protocol: POST JSON
 * `{imageBase64: "data:image/jpeg;base64,..."}` with a bearer key, answering `{category}` (and
 * optionally `title` and `altText`).
 * `behave` decides each answer; every call is recorded.
 */
export async function startAnalyserServer(
  behave: (call: AnalyserCall) => AnalyserBehaviour = () => ({ category: 'General' }),
) {
  const calls: AnalyserCall[] = []
  const open = new Set<ServerResponse>()
  const server = createServer(async (request, response) => {
    open.add(response)
    response.on('close', () => open.delete(response))
    const call = await readCall(request)
    calls.push(call)
    const behaviour = behave(call)
    if ('hang' in behaviour) return
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs))
    if ('json' in behaviour) {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(behaviour.json))
    } else if ('category' in behaviour) {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ category: behaviour.category }))
    } else {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' })
      response.end(behaviour.body)
    }
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/analyze-image`,
    calls,
    async stop() {
      for (const response of open) response.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

async function readCall(request: IncomingMessage): Promise<AnalyserCall> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  let imageBase64 = ''
  try {
    imageBase64 = String(JSON.parse(Buffer.concat(chunks).toString('utf8')).imageBase64 ?? '')
  } catch {
    // recorded as not a data URL
  }
  const match = /^data:image\/jpeg;base64,(.+)$/.exec(imageBase64)
  return {
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
    jpeg: match?.[1] ? Buffer.from(match[1], 'base64') : null,
    dataUrlHeader: imageBase64.slice(0, imageBase64.indexOf(',') + 1),
  }
}
