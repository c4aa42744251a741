// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminMessages } from '../messages'
import { AdminApiError, adminRequest, isSessionEnded } from './api-error'

const answers: Record<string, { status: number; type: string; body: string }> = {
  '/list': { status: 200, type: 'application/json', body: '[{"id":1}]' },
  '/html': { status: 200, type: 'text/html', body: '<html>Wi-Fi login</html>' },
  '/ended': { status: 401, type: 'application/json', body: '{"message":"Not logged in"}' },
  '/missing': { status: 404, type: 'text/plain', body: 'Not Found' },
}

let server: Server
let base: string
let lastBody = ''

beforeAll(async () => {
  server = createServer(async (request, response) => {
    lastBody = ''
    for await (const chunk of request) lastBody += chunk
    const answer = answers[request.url ?? '']
    if (!answer) return void response.writeHead(500).end()
    response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function failure(url: string): Promise<AdminApiError> {
  const error = await adminRequest(url).then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(AdminApiError)
  return error as AdminApiError
}

describe('adminRequest', () => {
  it('resolves with the JSON answer and sends the body it is given', async () => {
    expect(
      await adminRequest(`${base}/list`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: '{"handled":true}',
      }),
    ).toEqual([{ id: 1 }])
    expect(lastBody).toBe('{"handled":true}')
  })

  it('refuses an OK answer that is not JSON', async () => {
    expect((await failure(`${base}/html`)).status).toBe(200)
  })

  it("names an ended session, with the server's message", async () => {
    const error = await failure(`${base}/ended`)
    expect(error.status).toBe(401)
    expect(error.message).toBe('Not logged in')
    expect(isSessionEnded(error)).toBe(true)
  })

  it('names the status when the answer has no message', async () => {
    const error = await failure(`${base}/missing`)
    expect(error.message).toBe('Request failed: HTTP 404')
    expect(isSessionEnded(error)).toBe(false)
  })

  it('says when the server cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const error = await failure(`http://127.0.0.1:${port}/`)
    expect(error.status).toBe(0)
    expect(error.message).toBe(adminMessages.cannotConnect)
  })
})
