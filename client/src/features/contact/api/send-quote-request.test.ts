// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuoteRequest } from '../quote-request'
import { sendQuoteRequest } from './send-quote-request'

/** A real HTTP server answering as the API can (and as proxies in the way can). */
const answers: Record<string, { status: number; type: string; body: string }> = {
  '/ok': { status: 200, type: 'application/json', body: '{"success":true,"message":"Sent"}' },
  '/ok-text': { status: 200, type: 'text/plain', body: 'OK' },
  '/refused': { status: 200, type: 'application/json', body: '{"success":false,"message":"No"}' },
  '/invalid': {
    status: 400,
    type: 'application/json',
    body: '{"success":false,"message":"Please enter a valid e-mail address."}',
  },
  '/busy': {
    status: 429,
    type: 'application/json',
    body: '{"success":false,"message":"Too many requests. Please try again later."}',
  },
  '/down': {
    status: 503,
    type: 'application/json',
    body: '{"success":false,"message":"Please try again shortly."}',
  },
  '/crashed': {
    status: 500,
    type: 'application/json',
    body: '{"success":false,"message":"Internal Server Error"}',
  },
  '/gateway': { status: 502, type: 'text/html', body: '<h1>Bad Gateway</h1>' },
}

const received: { method?: string; type?: string; body: unknown }[] = []

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) text += chunk
  return JSON.parse(text)
}

let server: Server
let base: string

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({
      method: request.method,
      type: request.headers['content-type'],
      body: await bodyOf(request),
    })
    const answer = answers[request.url ?? '']
    if (!answer) return void response.writeHead(404).end()
    response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const request: QuoteRequest = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.org',
  phone: '082 555 0101',
  serviceType: '',
  message: 'A new DB board, please.',
  recaptchaToken: 'token',
  website: '',
}

describe('sendQuoteRequest', () => {
  it('posts the request as JSON', async () => {
    received.length = 0
    expect(await sendQuoteRequest(request, `${base}/ok`)).toEqual({ ok: true })
    expect(received).toEqual([{ method: 'POST', type: 'application/json', body: request }])
  })

  it('takes any OK answer that does not say otherwise as sent', async () => {
    expect(await sendQuoteRequest(request, `${base}/ok-text`)).toEqual({ ok: true })
    expect(await sendQuoteRequest(request, `${base}/refused`)).toEqual({
      ok: false,
      status: 200,
      message: undefined,
    })
  })

  it.each([
    ['/invalid', 400, 'Please enter a valid e-mail address.'],
    ['/busy', 429, 'Too many requests. Please try again later.'],
    ['/down', 503, 'Please try again shortly.'],
  ])('passes on the explanation of a refusal (%s)', async (path, status, message) => {
    expect(await sendQuoteRequest(request, `${base}${path}`)).toEqual({
      ok: false,
      status,
      message,
    })
  })

  it.each([
    ['/crashed', 500],
    ['/gateway', 502],
  ])('keeps other server failures to their status (%s)', async (path, status) => {
    expect(await sendQuoteRequest(request, `${base}${path}`)).toEqual({
      ok: false,
      status,
      message: undefined,
    })
  })

  it('reports status 0 when nothing answers', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    expect(await sendQuoteRequest(request, `http://127.0.0.1:${port}/`)).toEqual({
      ok: false,
      status: 0,
    })
  })
})
