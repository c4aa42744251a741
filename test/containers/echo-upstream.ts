import { createServer, type Server } from 'node:http'

/**
 * A stand-in for the API behind the nginx template: it answers every request with what it
 * received (JSON), so tests see exactly what nginx passed on.
 */
export interface Echo {
  method: string
  url: string
  httpVersion: string
  headers: Record<string, string | string[] | undefined>
  bytes: number
  socket: number
  /** Which request this was, counting every request the upstream received. */
  seq: number
}

/** The echo upstream; a path added to `removed` responds with 404 from then on, as a deleted file. */
export type EchoServer = Server & { removed: Set<string> }

/**
 * The echo upstream on 127.0.0.1 at a free port. `/api/status/NNN`, or any path with a
 * `status=NNN` parameter, responds with that status.
 */
export function startEchoServer(): Promise<EchoServer> {
  const removed = new Set<string>()
  const sockets = new WeakMap<object, number>()
  let nextSocket = 1
  let seq = 0
  const server = createServer((req, res) => {
    let bytes = 0
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length
    })
    req.on('end', () => {
      if (!sockets.has(req.socket)) sockets.set(req.socket, nextSocket++)
      const echo: Echo = {
        method: req.method ?? '',
        url: req.url ?? '',
        httpVersion: req.httpVersion,
        headers: req.headers,
        bytes,
        socket: sockets.get(req.socket) ?? 0,
        seq: ++seq,
      }
      res.statusCode = removed.has(echo.url)
        ? 404
        : Number(
            (/^\/api\/status\/(\d{3})$/.exec(echo.url) ??
              /[?&]status=(\d{3})/.exec(echo.url))?.[1] ?? 200,
          )
      res.setHeader('content-type', 'application/json')
      // As the API answers: media immutable, everything else its own way.
      const media = echo.url.startsWith('/media/')
      res.setHeader(
        'cache-control',
        media ? 'public, max-age=31536000, immutable' : 'private, max-age=5',
      )
      res.setHeader('x-content-type-options', 'nosniff')
      res.setHeader('x-powered-by', 'echo')
      res.end(JSON.stringify(echo))
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(Object.assign(server, { removed }))),
  )
}

export async function waitForHttp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  throw new Error(`${url} did not answer`)
}
