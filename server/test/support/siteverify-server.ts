import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the fake verifier answers: like Google's siteverify, or broken in one way. */
export type SiteverifyMode =
  | { kind: 'json'; body: Record<string, unknown> }
  | { kind: 'status'; status: number }
  | { kind: 'garbage' }
  | { kind: 'silent' }

export interface SiteverifyRequest {
  secret: string | null
  response: string | null
  remoteip: string | null
}

/**
 * A local server speaking the reCAPTCHA siteverify protocol (form-encoded POST of secret,
 * response and remoteip; a JSON respond with success, hostname and error-codes).
 */
export async function startSiteverifyServer() {
  const requests: SiteverifyRequest[] = []
  let mode: SiteverifyMode = { kind: 'json', body: { success: true, hostname: 'localhost' } }
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      requests.push({
        secret: form.get('secret'),
        response: form.get('response'),
        remoteip: form.get('remoteip'),
      })
      if (mode.kind === 'silent') return // never answers: the caller must time out
      if (mode.kind === 'status') {
        response.writeHead(mode.status).end('Internal error')
      } else if (mode.kind === 'garbage') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>')
      } else {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(mode.body))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    respond(next: SiteverifyMode) {
      mode = next
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
