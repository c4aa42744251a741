import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { makeImage } from '../support/media-files.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const requestsReceived = (testApp: TestApp) =>
  testApp.logs.filter((line) => line.msg === 'incoming request').length

/** Sends the head of a request and part of its body, then drops the connection. */
async function dropMidBody(
  testApp: TestApp,
  port: number,
  head: string[],
  partOfBody: string,
): Promise<void> {
  const before = requestsReceived(testApp)
  const socket = net.connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  socket.write(`${head.join('\r\n')}\r\n\r\n${partOfBody}`, 'latin1')
  // Once the server has the request, its route reads the body: the drop comes mid-body.
  await vi.waitFor(() => expect(requestsReceived(testApp)).toBe(before + 1), { interval: 10 })
  socket.destroy()
}

// A visitor whose phone loses its signal mid-request is no fault of the server's: no 503, no
// ERROR line, nothing that an outage alert would count. Only our own services failing are.
describe('a client that goes away mid-request', () => {
  let testApp: TestApp
  let port: number
  let cookie: string

  beforeAll(async () => {
    testApp = await buildTestApp()
    cookie = await loginAsAdmin(testApp)
    await testApp.app.listen({ host: '127.0.0.1', port: 0 })
    port = (testApp.app.server.address() as AddressInfo).port
  })
  afterAll(() => testApp?.close())

  it('is logged at info, never as a backing service down', async () => {
    const boundary = 'dropped-upload'
    const multipart = (path: string, extra: string[] = []) => [
      `POST ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      'Content-Length: 5000000',
      ...extra,
    ]
    // The start of a real photo, so the upload is taken and its bytes read.
    const photo = (await makeImage('jpeg', 64, 48)).toString('latin1')
    const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nimage\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="roof.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${photo}${'x'.repeat(20_000)}`

    for (let i = 0; i < 5; i++) {
      await dropMidBody(testApp, port, multipart('/api/upload', [`Cookie: ${cookie}`]), filePart)
      await dropMidBody(
        testApp,
        port,
        [
          'POST /api/contact-taps HTTP/1.1',
          'Host: 127.0.0.1',
          'Content-Type: application/json',
          'Content-Length: 200',
        ],
        '{"channel":',
      )
    }
    await vi.waitFor(() =>
      expect(testApp.logs.filter((line) => /closed the connection/.test(line.msg))).toHaveLength(
        10,
      ),
    )
    expect(testApp.logs.filter((line) => line.level >= 40)).toEqual([])
    expect(testApp.logs.map((line) => line.msg)).not.toContain('a backing service is down')
    // The site carries on.
    expect((await testApp.app.inject('/api/projects')).statusCode).toBe(200)
  })
})
