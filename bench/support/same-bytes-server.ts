import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { findFreePort } from '../../server/src/embedded/ports.js'
import { stopChild, waitForHttp } from './child-services.js'

/** One answer as it was sent: its headers and its body's bytes (compressed, if it was). */
export interface RecordedResponse {
  headers: Record<string, string>
  body: Buffer
}

// Set by whoever sends the response, not part of it: each server writes its own (a body sent in
// chunks as it was compressed is sent whole, with its length, from memory).
const perConnection = new Set([
  'connection',
  'keep-alive',
  'date',
  'content-length',
  'transfer-encoding',
])

/** `url`'s answer to one GET with `headers`; it must be a 200. */
export function recordResponse(
  url: string,
  headers: Record<string, string>,
): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`))
        const kept: Record<string, string> = {}
        for (const [name, value] of Object.entries(response.headers)) {
          if (!perConnection.has(name) && typeof value === 'string') kept[name] = value
        }
        resolve({ headers: kept, body: Buffer.concat(chunks) })
      })
    })
      .on('error', reject)
      .end()
  })
}

/**
 * The baseline: a bare Fastify in a process of its own answering each path with the very bytes
 * and headers recorded from the API, from memory, with nothing else (no hooks, no plugins).
 */
export async function startSameBytesServer(
  dir: string,
  responses: Record<string, RecordedResponse>,
) {
  const file = path.join(dir, 'same-bytes-answers.json')
  await writeFile(
    file,
    JSON.stringify(
      Object.entries(responses).map(([route, { headers, body }]) => ({
        route,
        headers,
        body: body.toString('base64'),
      })),
    ),
  )
  const fastify = createRequire(import.meta.url).resolve('fastify')
  const port = await findFreePort()
  const script = `
    import { readFileSync } from 'node:fs'
    const { default: Fastify } = await import(${JSON.stringify(fastify)})
    const app = Fastify()
    for (const { route, headers, body } of JSON.parse(readFileSync(${JSON.stringify(file)}, 'utf8'))) {
      const bytes = Buffer.from(body, 'base64')
      app.get(route, (_request, reply) => reply.headers(headers).send(bytes))
    }
    await app.listen({ host: '127.0.0.1', port: ${port} })
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const [first] = Object.keys(responses)
  await waitForHttp(`${base}${first}`, child)
  const { pid } = child
  if (pid === undefined) throw new Error('the same-bytes server has no process id')
  return { base, pid, stop: () => stopChild(child) }
}
