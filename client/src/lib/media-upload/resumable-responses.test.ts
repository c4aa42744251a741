import type { HttpRequest, HttpResponse } from 'tus-js-client'
import { DetailedError } from 'tus-js-client'
import { describe, expect, it, vi } from 'vitest'
import { uploadedItemFixture } from '../../test/media-item-fixture'
import {
  completionOf,
  failureOf,
  SessionEndedResponse,
  shouldRetryUpload,
} from './resumable-responses'
import { fingerprintOf } from './resumable-upload'

const json = 'application/json; charset=utf-8'

function httpResponse(
  status: number,
  body = '',
  contentType: string | undefined = json,
): HttpResponse {
  return {
    getStatus: () => status,
    getHeader: (name) => (name.toLowerCase() === 'content-type' ? contentType : undefined),
    getBody: () => body,
    getUnderlyingObject: () => null,
  }
}

function request(method: string): HttpRequest {
  return {
    getMethod: () => method,
    getURL: () => '/api/uploads/resumable/u1',
    setHeader: () => {},
    getHeader: () => undefined,
    setProgressHandler: () => {},
    send: () => Promise.reject(new Error('not sent')),
    abort: () => Promise.resolve(),
    getUnderlyingObject: () => null,
  }
}

/** An error as tus-js-client makes it: the request, and the response if there was one. */
function tusError(method: string, response: HttpResponse | null, cause: Error | null = null) {
  const Detailed = DetailedError as unknown as new (
    message: string,
    cause: Error | null,
    request: HttpRequest,
    response: HttpResponse | null,
  ) => DetailedError
  return new Detailed('tus: failed', cause, request(method), response)
}

const error = (status: number, message: string) =>
  tusError('PATCH', httpResponse(status, JSON.stringify({ success: false, message })))

describe('failureOf', () => {
  it('goes on by itself after no response, a conflict, a lock or a gateway that is down', () => {
    expect(failureOf(tusError('PATCH', null))).toEqual({ kind: 'interrupted' })
    for (const status of [409, 423, 502, 503, 504]) {
      expect(failureOf(error(status, 'Busy'))).toEqual({ kind: 'interrupted' })
    }
  })

  it('goes on (afresh) when the upload expired during a PATCH, but not when creating fails', () => {
    expect(failureOf(error(410, 'Expired'))).toEqual({ kind: 'interrupted' })
    expect(failureOf(error(404, 'Not found'))).toEqual({ kind: 'interrupted' })
    const creation = tusError(
      'POST',
      httpResponse(404, JSON.stringify({ success: false, message: 'No such route' })),
    )
    expect(failureOf(creation)).toEqual({ kind: 'rejected', message: 'No such route' })
  })

  it('holds for the login on an ended session', () => {
    const caught = tusError('HEAD', null, new SessionEndedResponse('401'))
    expect(failureOf(caught)).toEqual({ kind: 'session' })
    expect(failureOf(error(401, 'Please log in again.'))).toEqual({ kind: 'session' })
  })

  it.each([
    [413, 'File too large: site.mp4. Maximum size: 500MB'],
    [415, 'site.mp4 is not a video.'],
    [429, 'Too many unfinished uploads. Finish or cancel some first.'],
  ])("passes the server's message of a %i through", (status, message) => {
    expect(failureOf(error(status, message))).toEqual({ kind: 'rejected', message })
  })

  it('names the status of an error that is not JSON (a proxy page)', () => {
    const proxy = tusError('PATCH', httpResponse(413, '<h1>413</h1>', 'text/html'))
    expect(failureOf(proxy)).toEqual({ kind: 'rejected', message: 'Upload failed: HTTP 413' })
  })

  it('refuses a file that could not be read, saying to choose it again', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(failureOf(new Error('NotReadableError'))).toEqual({
      kind: 'rejected',
      message: 'This file could not be read from the device. Please choose it again.',
    })
    warn.mockRestore()
  })
})

describe('shouldRetryUpload', () => {
  it('retries what goes on by itself, and server errors', () => {
    expect(shouldRetryUpload(tusError('PATCH', null), true)).toBe(true)
    expect(shouldRetryUpload(error(503, 'Store down'), true)).toBe(true)
    expect(shouldRetryUpload(error(500, 'Internal Server Error'), true)).toBe(true)
  })

  it('does not retry errors, an ended session, or while the browser is offline', () => {
    expect(shouldRetryUpload(error(415, 'Not a video'), true)).toBe(false)
    expect(shouldRetryUpload(error(429, 'Too many'), true)).toBe(false)
    expect(shouldRetryUpload(tusError('HEAD', null, new SessionEndedResponse('401')), true)).toBe(
      false,
    )
    expect(shouldRetryUpload(tusError('PATCH', null), false)).toBe(false)
  })
})

describe('completionOf', () => {
  it("reads the completing PATCH's response", () => {
    const item = uploadedItemFixture()
    const body = JSON.stringify({ success: true, message: 'Stored', items: [item] })
    expect(completionOf(httpResponse(200, body))).toEqual({
      ok: true,
      message: 'Stored',
      items: [item],
    })
  })

  it('counts a HEAD that found every byte (the response was lost) as stored, details unknown', () => {
    expect(completionOf(httpResponse(200, '', undefined))).toEqual({
      ok: true,
      message: 'Stored. The media list will show it shortly.',
      items: [],
    })
  })
})

describe('fingerprintOf', () => {
  it('tells the same file under the other card apart', () => {
    const file = { name: 'site.mp4', type: 'video/mp4', size: 10, lastModified: 5 }
    const endpoint = '/api/uploads/resumable'
    expect(fingerprintOf(file, 'video', endpoint)).toBe(
      fingerprintOf({ ...file }, 'video', endpoint),
    )
    expect(fingerprintOf(file, 'video', endpoint)).not.toBe(fingerprintOf(file, 'image', endpoint))
    expect(fingerprintOf(file, 'video', endpoint)).not.toBe(
      fingerprintOf({ ...file, lastModified: 6 }, 'video', endpoint),
    )
  })
})
