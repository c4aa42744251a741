import { request as httpRequest } from 'node:http'
import type { Readable } from 'node:stream'
import { media } from '@site/db'
import { count } from 'drizzle-orm'
import { expect } from 'vitest'
import { type FormPart, multipartBody } from './multipart.js'
import type { TestApp } from './test-app.js'

/** POST /api/upload through `inject` with a body built from `parts`. */
export async function postUpload(testApp: TestApp, parts: FormPart[], cookie?: string) {
  const body = multipartBody(parts)
  return testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: await body.buffer(),
  })
}

/** What the upload pipeline has left behind: rows, objects and unfinished multipart uploads. */
export async function storedState(testApp: TestApp) {
  const [rows] = await testApp.app.db.select({ n: count() }).from(media)
  return {
    rows: rows?.n ?? 0,
    objects: await testApp.app.storage.listObjectKeys(),
    unfinished: await testApp.app.storage.listUnfinishedUploads(),
  }
}

export async function expectNothingStored(testApp: TestApp) {
  expect(await storedState(testApp)).toEqual({ rows: 0, objects: [], unfinished: [] })
}

/**
 * Polls `check` until it passes (cleanup after a disconnect happens after the response) and
 * resolves with its result; after `timeoutMs` its last error is thrown.
 */
export async function eventually<T>(
  check: () => Promise<T>,
  timeoutMs = 15_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
    }
  }
}

export interface HttpResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  /** Bytes of the request body the client had written when the response arrived. */
  bytesSent: number
}

/**
 * Sends a streamed body over a real socket and resolves with the response, as a browser would:
 * the server may answer (and close the connection) before the body is fully sent.
 */
export function postOverHttp(
  url: string,
  headers: Record<string, string>,
  body: Readable,
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0
    const request = httpRequest(url, { method: 'POST', headers })
    request.on('response', async (response) => {
      const sentAtResponse = bytesSent
      const chunks: Buffer[] = []
      try {
        for await (const chunk of response) chunks.push(chunk as Buffer)
      } catch {
        // the connection closed after the answer
      }
      body.destroy()
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        bytesSent: sentAtResponse,
      })
    })
    // Writing after the server closed the connection fails; the response is what counts.
    request.on('error', (error) => setTimeout(() => reject(error), 2_000))
    body.on('data', (chunk: Buffer) => {
      bytesSent += chunk.length
    })
    body.pipe(request)
  })
}
