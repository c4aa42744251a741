import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One upload the server holds. */
export interface HeldUpload {
  length: number
  metadata: Record<string, string>
  received: Buffer[]
  offset: number
}

/** A request as the server received it. */
export interface TusRequest {
  method: string
  url: string
  offset?: string
}

const endpoint = '/api/uploads/resumable'
const json = 'application/json; charset=utf-8'

/**
 * A real HTTP server on a free local port speaking tus 1.0 (core, creation, termination) at
 * `/api/uploads/resumable`, as the API does: a relative `Location`, and a completing PATCH answered
 * 200 with the upload contract's JSON. Tests make it misbehave as a phone's connection or the API
 * can: `dropAfter` closes the connection of the next PATCH after so many bytes (they are kept),
 * `loseAnswer` closes it after the last byte instead of answering, `refuse` answers the next
 * request of a method with an error, `sessionEnded` answers every request 401. Requests are
 * recorded without the browser's CORS preflights.
 */
export async function startTusServer() {
  const uploads = new Map<string, HeldUpload>()
  const requests: TusRequest[] = []
  const calm = () => ({
    dropAfter: undefined as number | undefined,
    /** Called when `dropAfter` has closed a connection. */
    afterDrop: undefined as (() => void) | undefined,
    loseAnswer: false,
    sessionEnded: false,
    refuse: {} as Partial<Record<string, { status: number; message: string }>>,
  })
  const control = calm()
  let nextId = 1
  /** Forgets every upload and request and behaves again, for the next test. */
  const reset = () => {
    uploads.clear()
    requests.length = 0
    Object.assign(control, calm())
    nextId = 1
  }

  const server = createServer(async (request, response) => {
    const method = request.method ?? ''
    const url = request.url ?? ''
    // jsdom's page is on another origin, so the browser's CORS rules apply, as they would not on
    // the real same-origin API.
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Access-Control-Expose-Headers', 'Location, Upload-Offset, Upload-Length')
    if (method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'POST, HEAD, PATCH, DELETE')
      response.setHeader(
        'Access-Control-Allow-Headers',
        'Tus-Resumable, Upload-Length, Upload-Metadata, Upload-Offset, Content-Type',
      )
      return void response.writeHead(204).end()
    }
    requests.push({ method, url, offset: header(request, 'upload-offset') })
    response.setHeader('Tus-Resumable', '1.0.0')
    const refusal = control.sessionEnded
      ? { status: 401, message: 'Your session has ended. Please log in again.' }
      : control.refuse[method]
    if (refusal) {
      delete control.refuse[method]
      await drain(request)
      return answer(response, refusal.status, { success: false, message: refusal.message })
    }
    if (method === 'POST' && url === endpoint) {
      const id = `u${nextId++}`
      uploads.set(id, {
        length: Number(header(request, 'upload-length')),
        metadata: decodeMetadata(header(request, 'upload-metadata') ?? ''),
        received: [],
        offset: 0,
      })
      return void response.writeHead(201, { Location: `${endpoint}/${id}` }).end()
    }
    const id = url.startsWith(`${endpoint}/`) ? url.slice(endpoint.length + 1) : ''
    const upload = uploads.get(id)
    if (!upload) return answer(response, 404, { success: false, message: 'Upload not found.' })
    if (method === 'HEAD') {
      const headers = { 'Upload-Offset': upload.offset, 'Upload-Length': upload.length }
      return void response.writeHead(200, { ...headers, 'Cache-Control': 'no-store' }).end()
    }
    if (method === 'DELETE') {
      uploads.delete(id)
      return void response.writeHead(204).end()
    }
    if (method === 'PATCH') return patch(request, response, upload)
    response.writeHead(405).end()
  })

  async function patch(request: IncomingMessage, response: ServerResponse, upload: HeldUpload) {
    if (Number(header(request, 'upload-offset')) !== upload.offset) {
      await drain(request)
      return answer(response, 409, { success: false, message: 'Offset conflict.' })
    }
    const dropAfter = control.dropAfter
    control.dropAfter = undefined
    let inThisRequest = 0
    for await (const chunk of request as AsyncIterable<Buffer>) {
      const kept = dropAfter === undefined ? chunk : chunk.subarray(0, dropAfter - inThisRequest)
      upload.received.push(kept)
      upload.offset += kept.length
      inThisRequest += kept.length
      // Every byte that arrived is kept, as the API keeps them when a connection breaks.
      if (dropAfter !== undefined && inThisRequest >= dropAfter) {
        request.destroy()
        return control.afterDrop?.()
      }
    }
    if (upload.offset < upload.length) {
      return void response.writeHead(204, { 'Upload-Offset': upload.offset }).end()
    }
    if (control.loseAnswer) {
      control.loseAnswer = false
      return void response.destroy()
    }
    const file = upload.metadata.filename ?? ''
    answer(
      response,
      200,
      {
        success: true,
        message: 'Successfully uploaded 1 video(s) with automatic categorization.',
        items: [
          {
            file,
            id: '1',
            title: `Title of ${file}`,
            category: 'Videos',
            fileType: upload.metadata.fileType,
            image: '/media/originals/1.mp4',
            status: 'processing',
          },
        ],
      },
      { 'Upload-Offset': String(upload.offset) },
    )
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return { endpoint: `${base}${endpoint}`, uploads, requests, control, reset, close }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

async function drain(request: IncomingMessage) {
  for await (const _ of request);
}

function answer(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { ...headers, 'Content-Type': json }).end(JSON.stringify(body))
}

function decodeMetadata(value: string): Record<string, string> {
  const pairs = value
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [key = '', encoded = ''] = pair.trim().split(' ')
      return [key, Buffer.from(encoded, 'base64').toString('utf8')] as const
    })
  return Object.fromEntries(pairs)
}
