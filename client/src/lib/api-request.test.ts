// @vitest-environment node
import { adminSession } from '@site/contract/admin-session'
import { done } from '@site/contract/api-error'
import { describe, expect, it, vi } from 'vitest'
import { responseServerForFile, unreachableUrl } from '../test/response-server'
import { ApiError, apiMessages, apiRequest, isSessionEnded, readApiResponse } from './api-request'

const json = 'application/json; charset=utf-8'

/** A real HTTP server answering as the API does, and as what stands in its way can. */
const responses = {
  '/list': { status: 200, type: json, body: '[{"id":1}]' },
  '/done': { status: 200, type: json, body: '{"success":true}' },
  '/session': {
    status: 200,
    type: json,
    body: '{"authenticated":true,"username":"admin","name":"admin","role":"owner"}',
  },
  '/old-session': { status: 200, type: json, body: '{"loggedIn":true}' },
  '/html': { status: 200, type: 'text/html', body: '<html>Wi-Fi login</html>' },
  '/refused-ok': { status: 200, type: json, body: '{"success":false,"message":"Nothing stored"}' },
  '/ended': { status: 401, type: json, body: '{"success":false,"message":"Not logged in"}' },
  '/missing': { status: 404, type: 'text/plain', body: 'Not Found' },
}

const server = responseServerForFile(responses)

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('apiRequest', () => {
  it('resolves with the JSON response and sends the body it is given as JSON', async () => {
    const response = await apiRequest(server.url('/list'), {
      method: 'PATCH',
      json: { handled: true },
    })
    expect(response).toEqual([{ id: 1 }])
    expect(server.received().at(-1)).toMatchObject({
      method: 'PATCH',
      type: 'application/json',
      body: '{"handled":true}',
    })
  })

  it('sends no body and no Content-Type when there is nothing to send', async () => {
    await apiRequest(server.url('/done'), { method: 'POST' })
    expect(server.received().at(-1)).toMatchObject({ method: 'POST', type: undefined, body: '' })
  })

  it('resolves with what the contract schema reads, also while the schema still loads', async () => {
    expect(await apiRequest(server.url('/session'), { schema: adminSession })).toEqual({
      authenticated: true,
      username: 'admin',
      name: 'admin',
      role: 'owner',
    })
    expect(await apiRequest(server.url('/done'), { schema: Promise.resolve(done) })).toEqual({
      success: true,
    })
  })

  it.each(['/old-session', '/html'])(
    'refuses an OK answer the contract does not describe (%s), in plain words',
    async (path) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const error = await failure(apiRequest(server.url(path), { schema: adminSession }))
      expect(error.message).toBe('The server sent an answer this page could not read.')
      expect(error.status).toBe(200)
      expect(error.unreadable).toBe(true)
      expect(isSessionEnded(error)).toBe(false)
      // The details go to the console, naming the request.
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(path), expect.anything())
      warn.mockRestore()
    },
  )

  it('without a schema, takes an OK answer that is not JSON as no value', async () => {
    expect(await apiRequest(server.url('/html'))).toBeUndefined()
  })

  it("names an ended session, with the server's message", async () => {
    const error = await failure(apiRequest(server.url('/ended'), { schema: done }))
    expect(error.status).toBe(401)
    expect(error.message).toBe('Not logged in')
    expect(error.serverMessage).toBe('Not logged in')
    expect(isSessionEnded(error)).toBe(true)
  })

  it('refuses an OK answer that says it failed', async () => {
    const error = await failure(apiRequest(server.url('/refused-ok')))
    expect(error.status).toBe(200)
    expect(error.message).toBe('Nothing stored')
  })

  it('names the status when the response has no message', async () => {
    const error = await failure(apiRequest(server.url('/missing')))
    expect(error.message).toBe('Request failed: Not Found')
    expect(error.serverMessage).toBeUndefined()
    expect(isSessionEnded(error)).toBe(false)
  })

  it('says when the server cannot be reached', async () => {
    const error = await failure(apiRequest(await unreachableUrl()))
    expect(error.status).toBe(0)
    expect(error.message).toBe(apiMessages.cannotConnect)
  })

  it('passes an abort on as it is', async () => {
    const controller = new AbortController()
    controller.abort()
    const error = await apiRequest(server.url('/list'), { signal: controller.signal }).catch(
      (error: unknown) => error,
    )
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('readApiResponse', () => {
  it('reads a response XMLHttpRequest gave, with its own words for an unexplained failure', () => {
    const proxyPage = { statusText: '', contentType: 'text/html', body: '<h1>502</h1>' }
    expect(() =>
      readApiResponse({ status: 502, ...proxyPage }, { failed: 'Upload failed' }),
    ).toThrow(new ApiError('Upload failed: HTTP 502', 502))
    expect(() =>
      readApiResponse({ status: 0, statusText: '', contentType: null, body: '' }),
    ).toThrow(apiMessages.cannotConnect)
  })
})
