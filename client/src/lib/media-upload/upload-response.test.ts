import { describe, expect, it } from 'vitest'
import { uploadedItemFixture } from '../../test/media-item-fixture'
import { readUploadResponse } from './upload-response'

const json = 'application/json; charset=utf-8'
const item = uploadedItemFixture()

/** The server's JSON failure saying `message`, read as an upload's response. */
const readJsonFailure = (status: number, message: string, statusText = '') =>
  readUploadResponse({
    status,
    statusText,
    contentType: json,
    body: JSON.stringify({ success: false, message }),
  })

describe('readUploadResponse', () => {
  it('reads a JSON success with its items', () => {
    const body = JSON.stringify({
      success: true,
      message: 'Successfully uploaded 1 image(s) with automatic categorization.',
      items: [item],
    })
    expect(readUploadResponse({ status: 200, statusText: 'OK', contentType: json, body })).toEqual({
      ok: true,
      message: 'Successfully uploaded 1 image(s) with automatic categorization.',
      items: [item],
    })
  })

  it('treats a successful answer that is not JSON as a success (specification §7)', () => {
    expect(
      readUploadResponse({
        status: 200,
        statusText: 'OK',
        contentType: 'text/html',
        body: '<p>ok',
      }),
    ).toEqual({
      ok: true,
      message: 'Upload completed successfully with automatic categorisation',
      items: [],
    })
    expect(
      readUploadResponse({ status: 200, statusText: 'OK', contentType: json, body: 'not json' }),
    ).toMatchObject({ ok: true, items: [] })
  })

  it.each([400, 413, 415, 503])('passes the server message of a %i through', (status) => {
    const body = JSON.stringify({ success: false, message: `Refused ${status}`, file: 'a.jpg' })
    expect(readUploadResponse({ status, statusText: '', contentType: json, body })).toEqual({
      ok: false,
      status,
      message: `Refused ${status}`,
      sessionEnded: false,
    })
  })

  it('says the session ended on a 401', () => {
    expect(readJsonFailure(401, 'Please log in again.')).toEqual({
      ok: false,
      status: 401,
      message: 'Please log in again.',
      sessionEnded: true,
    })
  })

  it('names the status when the error answer is not JSON (a proxy page)', () => {
    const html = { contentType: 'text/html', body: '<h1>413</h1>' }
    expect(
      readUploadResponse({ status: 413, statusText: 'Payload Too Large', ...html }),
    ).toMatchObject({ ok: false, message: 'Upload failed: Payload Too Large' })
    expect(readUploadResponse({ status: 502, statusText: '', ...html })).toMatchObject({
      ok: false,
      message: 'Upload failed: HTTP 502',
    })
  })

  it('reports a JSON response with success false as a failure even with a 200', () => {
    expect(readJsonFailure(200, 'Nothing stored', 'OK')).toEqual({
      ok: false,
      status: 200,
      message: 'Nothing stored',
      sessionEnded: false,
    })
  })

  it('says the server cannot be reached when there was no response', () => {
    expect(readUploadResponse({ status: 0, statusText: '', contentType: null, body: '' })).toEqual({
      ok: false,
      status: 0,
      message: 'Cannot connect to server. Please check if your server is running and accessible.',
      sessionEnded: false,
    })
  })
})
