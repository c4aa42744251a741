import { QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sessionQueryKey } from '../../lib/session-query'
import { startTusServer } from '../../test/tus-server'
import { adminProjectsQueryKey } from './api/get-admin-projects'
import { getUnfinishedUploads } from './api/get-unfinished-uploads'
import { createUploadQueue, type UploadQueueOptions } from './upload-queue'

// The real tus-js-client (its browser build, over jsdom's XMLHttpRequest and localStorage)
// against a local server that speaks tus as the API does.
let server: Awaited<ReturnType<typeof startTusServer>>
beforeAll(async () => {
  server = await startTusServer()
})
afterAll(() => server.close())

const queues: ReturnType<typeof createUploadQueue>[] = []
beforeEach(() => {
  localStorage.clear()
  server.reset()
})
// Pausing stops a queue's timers and requests without ending anything on the server.
afterEach(() => {
  for (const queue of queues.splice(0)) {
    for (const at of queue.getState().files.keys()) queue.pause(at)
  }
})

/** A queue with quick retries, or none and a long wait for the network when `patient`. */
function newQueue(options: UploadQueueOptions & { patient?: boolean } = {}) {
  const { patient, ...rest } = options
  const queue = createUploadQueue({
    endpoint: server.endpoint,
    retryDelays: patient ? [] : [0, 10],
    reconnectDelays: patient ? [60_000] : [20],
    ...rest,
  })
  queues.push(queue)
  return queue
}

const KB = 1024
function video(name = 'site.mp4', size = 64 * KB) {
  const bytes = Uint8Array.from({ length: size }, (_, at) => at % 251)
  return new File([bytes], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 })
}

const held = (id: string) => Buffer.concat(server.uploads.get(id)?.received ?? [])
const calls = () =>
  server.requests.map(({ method, offset }) => (offset ? `${method} ${offset}` : method))
const tusEntries = () => Object.keys(localStorage).filter((key) => key.startsWith('tus::'))
const until = (check: () => void) => waitFor(check, { timeout: 3000 })

describe('upload queue, with tus', () => {
  it('creates the upload with the name and kind, sends the file, and reads the answer', async () => {
    const queue = newQueue()
    const file = video()
    queue.add('video', [file])
    await until(() => expect(queue.getState().status).toBe('success'))
    expect(queue.getState().files[0]?.result).toEqual({
      ok: true,
      title: 'Title of site.mp4',
      category: 'Videos',
    })
    expect(calls()).toEqual(['POST', 'PATCH 0'])
    expect(server.uploads.get('u1')?.metadata).toEqual({ filename: 'site.mp4', fileType: 'video' })
    expect(held('u1').equals(Buffer.from(await file.arrayBuffer()))).toBe(true)
    // Finished uploads are not remembered.
    expect(tusEntries()).toEqual([])
  })

  it('goes on from the bytes the server holds after the connection drops', async () => {
    server.control.dropAfter = 20 * KB
    const queue = newQueue()
    const file = video()
    queue.add('video', [file])
    await until(() => expect(queue.getState().status).toBe('success'))
    expect(calls()).toEqual(['POST', 'PATCH 0', 'HEAD', `PATCH ${20 * KB}`])
    expect(held('u1').equals(Buffer.from(await file.arrayBuffer()))).toBe(true)
  })

  it('waits for the network once the quick retries are spent, and goes on when it is back', async () => {
    server.control.dropAfter = 20 * KB
    const queue = newQueue({ patient: true })
    queue.add('video', [video()])
    await until(() => expect(queue.getState().files[0]?.phase).toBe('reconnecting'))
    expect(queue.getState().status).toBe('processing')

    window.dispatchEvent(new Event('online'))
    await until(() => expect(queue.getState().status).toBe('success'))
    expect(calls()).toEqual(['POST', 'PATCH 0', 'HEAD', `PATCH ${20 * KB}`])
  })

  it('tries again after a while when the browser never says it is online', async () => {
    server.control.dropAfter = 20 * KB
    const queue = newQueue({ retryDelays: [], reconnectDelays: [50] })
    queue.add('video', [video()])
    await until(() => expect(queue.getState().files[0]?.phase).toBe('reconnecting'))
    await until(() => expect(queue.getState().status).toBe('success'))
    expect(calls()).toEqual(['POST', 'PATCH 0', 'HEAD', `PATCH ${20 * KB}`])
  })

  it("reports a refused file with the server's message and sends the next one", async () => {
    server.control.refuse.PATCH = { status: 415, message: 'site.mp4 is not a video.' }
    const queue = newQueue()
    queue.add('video', [video(), video('roof.mp4')])
    await until(() => expect(queue.getState().status).toBe('failure'))
    expect(queue.getState().files.map((file) => file.result)).toEqual([
      { ok: false, message: 'site.mp4 is not a video.' },
      { ok: true, title: 'Title of roof.mp4', category: 'Videos' },
    ])
  })

  it('shows a refusal of the creation (too many unfinished uploads) and does not retry it', async () => {
    server.control.refuse.POST = { status: 429, message: 'Too many unfinished uploads.' }
    const queue = newQueue()
    queue.add('video', [video()])
    await until(() => expect(queue.getState().status).toBe('failure'))
    expect(queue.getState().files[0]?.result).toEqual({
      ok: false,
      message: 'Too many unfinished uploads.',
    })
    expect(calls()).toEqual(['POST'])
  })

  it('holds the files when the session ends, and goes on with the same upload after the login', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(sessionQueryKey, { authenticated: true, username: 'admin' })
    server.control.dropAfter = 20 * KB
    server.control.afterDrop = () => {
      server.control.sessionEnded = true
    }
    const queue = newQueue()
    queue.connect({ queryClient })
    queue.add('video', [video(), video('roof.mp4')])
    await until(() => expect(queue.getState().files[0]?.phase).toBe('signedOut'))
    // The login form is asked for, and the next file waits too.
    expect(queryClient.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true)
    expect(queue.getState().files[1]?.phase).toBe('waiting')
    // The 401 to the HEAD did not make the upload forgotten.
    expect(tusEntries()).toHaveLength(1)

    server.control.sessionEnded = false
    queue.resumeAfterLogin()
    await until(() => expect(queue.getState().status).toBe('success'))
    expect(calls().filter((call) => call === 'POST')).toHaveLength(2)
    expect(calls()).toContain(`PATCH ${20 * KB}`)
  })

  it('counts a file as stored when the answer to its last byte was lost', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(adminProjectsQueryKey, [])
    server.control.loseAnswer = true
    const queue = newQueue()
    queue.connect({ queryClient })
    queue.add('video', [video()])
    await until(() => expect(queue.getState().status).toBe('success'))
    expect(queue.getState().files[0]?.result).toEqual({ ok: true })
    expect(calls()).toEqual(['POST', 'PATCH 0', 'HEAD'])
    expect(queryClient.getQueryState(adminProjectsQueryKey)?.isInvalidated).toBe(true)
  })

  it('pauses a file and resumes it from where the server holds it', async () => {
    server.control.dropAfter = 20 * KB
    const queue = newQueue({ patient: true })
    queue.add('video', [video()])
    await until(() => expect(queue.getState().files[0]?.phase).toBe('reconnecting'))
    queue.pause(0)
    window.dispatchEvent(new Event('online'))
    expect(queue.getState().files[0]?.phase).toBe('paused')
    expect(calls()).toEqual(['POST', 'PATCH 0'])

    queue.resume(0)
    await until(() => expect(queue.getState().status).toBe('success'))
    expect(calls()).toEqual(['POST', 'PATCH 0', 'HEAD', `PATCH ${20 * KB}`])
  })

  it('cancels a file: the upload is ended on the server and forgotten here', async () => {
    server.control.dropAfter = 20 * KB
    const queue = newQueue({ patient: true })
    queue.add('video', [video()])
    await until(() => expect(queue.getState().files[0]?.phase).toBe('reconnecting'))
    queue.cancel(0)
    expect(queue.getState().status).toBe('idle')
    await until(() => expect(calls()).toEqual(['POST', 'PATCH 0', 'DELETE']))
    expect(server.uploads.size).toBe(0)
    await until(() => expect(tusEntries()).toEqual([]))
  })

  it('after a reload, the same file chosen again goes on where it stopped; under the other card it is new', async () => {
    server.control.dropAfter = 20 * KB
    const before = newQueue({ patient: true })
    before.add('video', [video()])
    await until(() => expect(before.getState().files[0]?.phase).toBe('reconnecting'))
    before.pause(0)
    expect(await getUnfinishedUploads()).toEqual([
      {
        url: `${server.endpoint}/u1`,
        name: 'site.mp4',
        kind: 'video',
        size: 64 * KB,
        offset: 20 * KB,
      },
    ])

    // Under the other card the same file is another upload.
    const asImage = newQueue()
    asImage.add('image', [video()])
    await until(() => expect(asImage.getState().status).toBe('success'))
    // The list's HEAD, then the image's own upload.
    expect(calls()).toEqual(['POST', 'PATCH 0', 'HEAD', 'POST', 'PATCH 0'])

    const afterReload = newQueue()
    afterReload.add('video', [video()])
    await until(() => expect(afterReload.getState().status).toBe('success'))
    expect(calls().slice(5)).toEqual(['HEAD', `PATCH ${20 * KB}`])
    expect(server.requests.at(-1)?.url).toBe('/api/uploads/resumable/u1')
    expect(await getUnfinishedUploads()).toEqual([])
  })

  it('forgets a remembered upload the server no longer holds (expired)', async () => {
    server.control.dropAfter = 20 * KB
    const queue = newQueue({ patient: true })
    queue.add('video', [video()])
    await until(() => expect(queue.getState().files[0]?.phase).toBe('reconnecting'))
    queue.pause(0)
    server.uploads.clear()
    expect(await getUnfinishedUploads()).toEqual([])
    expect(tusEntries()).toEqual([])
  })
})
