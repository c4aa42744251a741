// @vitest-environment node
import type { QuoteRequest } from '@site/contract/quote-request'
import { describe, expect, it } from 'vitest'
import { responseServerForFile, unreachableUrl } from '../../../test/response-server'
import { sendQuoteRequest } from './send-quote-request'

/** A real HTTP server answering as the API can (and as proxies in the way can). */
const responses: Record<string, { status: number; type: string; body: string }> = {
  '/ok': { status: 200, type: 'application/json', body: '{"success":true,"message":"Sent"}' },
  '/ok-reference': {
    status: 200,
    type: 'application/json',
    body: '{"success":true,"message":"Sent","reference":"Q-2026-0042"}',
  },
  '/ok-odd-reference': {
    status: 200,
    type: 'application/json',
    body: '{"success":true,"message":"Sent","reference":"<img src=x>"}',
  },
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
  '/full': {
    status: 507,
    type: 'application/json',
    body: '{"success":false,"message":"We cannot take more photos or videos today."}',
  },
  '/crashed': {
    status: 500,
    type: 'application/json',
    body: '{"success":false,"message":"Internal Server Error"}',
  },
  '/gateway': { status: 502, type: 'text/html', body: '<h1>Bad Gateway</h1>' },
}

const server = responseServerForFile(responses)

/** What the server received, bodies read as JSON. */
const received = () =>
  server.received().map(({ method, type, body }) => ({ method, type, body: JSON.parse(body) }))

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
    server.received().length = 0
    expect(await sendQuoteRequest(request, { url: server.url('/ok') })).toEqual({ ok: true })
    expect(received()).toEqual([{ method: 'POST', type: 'application/json', body: request }])
  })

  it("gives the request's reference when the server names one in the expected form", async () => {
    expect(await sendQuoteRequest(request, { url: server.url('/ok-reference') })).toStrictEqual({
      ok: true,
      reference: 'Q-2026-0042',
    })
    expect(await sendQuoteRequest(request, { url: server.url('/ok-odd-reference') })).toStrictEqual(
      {
        ok: true,
        reference: undefined,
      },
    )
  })

  it('takes any OK answer that does not say otherwise as sent', async () => {
    expect(await sendQuoteRequest(request, { url: server.url('/ok-text') })).toEqual({ ok: true })
    expect(await sendQuoteRequest(request, { url: server.url('/refused') })).toEqual({
      ok: false,
      status: 200,
      message: undefined,
    })
  })

  it.each([
    ['/invalid', 400, 'Please enter a valid e-mail address.'],
    ['/busy', 429, 'Too many requests. Please try again later.'],
    ['/down', 503, 'Please try again shortly.'],
    ['/full', 507, 'We cannot take more photos or videos today.'],
  ])('passes on the explanation of an error (%s)', async (path, status, message) => {
    expect(await sendQuoteRequest(request, { url: server.url(path) })).toEqual({
      ok: false,
      status,
      message,
    })
  })

  it.each([
    ['/crashed', 500],
    ['/gateway', 502],
  ])('keeps other server failures to their status (%s)', async (path, status) => {
    expect(await sendQuoteRequest(request, { url: server.url(path) })).toEqual({
      ok: false,
      status,
      message: undefined,
    })
  })

  it('reports status 0 when nothing answers', async () => {
    expect(await sendQuoteRequest(request, { url: await unreachableUrl() })).toEqual({
      ok: false,
      status: 0,
    })
  })
})
