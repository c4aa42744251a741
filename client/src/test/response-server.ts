import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'

/** What the server says to one path. */
export interface CannedResponse {
  status: number
  type: string
  body: string
}

/** A request as the server received it. */
export interface ReceivedRequest {
  method?: string
  url?: string
  type?: string
  body: string
}

/**
 * A real HTTP server on a free local port that answers each path as told: the API, or what can
 * stand in its way (a proxy's error page, a captive portal). Other paths get a 404. A key may
 * name the method too (`PUT /api/admin/site-settings`), for a path that answers two ways.
 */
export async function startResponseServer(responses: Record<string, CannedResponse>) {
  const received: ReceivedRequest[] = []
  const server = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    received.push({
      method: request.method,
      url: request.url,
      type: request.headers['content-type'],
      body,
    })
    const canned = responses[`${request.method} ${request.url}`] ?? responses[request.url ?? '']
    if (!canned) return void response.writeHead(404).end()
    response.writeHead(canned.status, { 'content-type': canned.type }).end(canned.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return { base, received, close }
}

/** An address where nothing listens: a port that was free a moment ago. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}/`
}

const undiciGlobalOrigin = Symbol.for('undici.globalOrigin.1')

/**
 * Lets components fetch their same-origin `/api/...` paths from `base` in jsdom tests. Those
 * run Node's fetch, which has no page address to resolve a path against; it reads one from
 * this global (what undici's `setGlobalOrigin` sets). Returns the undo.
 */
export function servePagesFrom(base: string): () => void {
  Object.defineProperty(globalThis, undiciGlobalOrigin, {
    value: new URL(base),
    configurable: true,
    writable: true,
  })
  return () => {
    Reflect.deleteProperty(globalThis, undiciGlobalOrigin)
  }
}

/** A JSON response, as the API gives it. */
export function jsonResponse(body: unknown, status = 200): CannedResponse {
  return { status, type: 'application/json; charset=utf-8', body: JSON.stringify(body) }
}

/**
 * For one test file: a response server started before its tests and closed after them, with the
 * components' same-origin `/api/...` calls pointed at it. It answers `answers`, which tests may
 * change; `received()` lists what the server was asked; `url(path)` is a path's full address.
 */
export function responseServerForFile(responses: Record<string, CannedResponse> = {}) {
  let server: Awaited<ReturnType<typeof startResponseServer>> | undefined
  let stopServing = () => {}
  beforeAll(async () => {
    server = await startResponseServer(responses)
    stopServing = servePagesFrom(server.base)
  })
  afterAll(async () => {
    stopServing()
    await server?.close()
  })
  return {
    responses,
    received: (): ReceivedRequest[] => server?.received ?? [],
    url: (path: string) => `${server?.base}${path}`,
  }
}
