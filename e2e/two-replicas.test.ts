import { readdir, readFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { QUOTE_MAIL_QUEUE } from '../server/src/quotes/quote-requests.js'
import { createObjectStore } from '../server/src/storage/object-store.js'
import { makeImage, makeVideo } from '../server/test/support/media-files.js'
import { megabytes, multipartBody } from '../server/test/support/multipart.js'
import { encodePayload, quoteForm } from '../server/test/support/quote-requests.js'
import { type Stack, serverErrors, startStack } from './stack.js'

const skipReason = inject('e2eSkipReason')

/**
 * Past one machine: two API processes (as `docker compose up --scale api=2` runs them) behind the
 * project's nginx, sharing one PostgreSQL, one bucket and one data folder. Whatever a visitor or
 * the staff member does through one of them holds on the other. The replicas are also called
 * directly, to be sure which one answers; they believe loopback's X-Forwarded-For (nginx's), so
 * a test can play a visitor's address.
 */
describe.skipIf(skipReason)('two API replicas behind nginx', () => {
  let stack: Stack
  let first: string
  let second: string

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-replicas', replicas: 2 })
    ;[first = '', second = ''] = stack.replicas.map((replica) => replica.apiURL)
  })

  afterAll(async () => {
    if (stack) {
      for (const replica of stack.replicas) {
        expect(await serverErrors(replica.apiLogPath), replica.apiLogPath).toEqual([])
      }
    }
    await stack?.stop()
  })

  test('a session made on one replica works on the other, and ends on both', async () => {
    const cookie = await logIn(first, stack.admin)
    expect((await fetch(`${second}/api/inquiries`, { headers: { cookie } })).status).toBe(200)
    const out = await fetch(`${second}/api/auth/logout`, { method: 'POST', headers: { cookie } })
    expect(out.status).toBe(200)
    expect((await fetch(`${first}/api/inquiries`, { headers: { cookie } })).status).toBe(401)
  })

  test('the login lock-out counts guesses sent to either replica', async () => {
    const visitor = { 'x-forwarded-for': '198.51.100.40' }
    for (let i = 0; i < 10; i++) {
      const to = i % 2 === 0 ? first : second
      const guess = await post(
        to,
        '/api/auth/login',
        { username: 'admin', password: `guess-${i}` },
        visitor,
      )
      expect(guess.status).toBe(401)
    }
    for (const to of [first, second]) {
      expect((await post(to, '/api/auth/login', stack.admin, visitor)).status).toBe(429)
    }
  })

  test('a captcha solution from one replica is accepted once, and refused by the other', async () => {
    const challenge = await (await fetch(`${first}/api/captcha/challenge`)).json()
    const solution = await solveChallenge({ challenge, deriveKey })
    if (!solution) throw new Error('the challenge was not solved')
    const body = {
      ...quoteForm,
      email: 'replicas@example.org',
      recaptchaToken: encodePayload(challenge, solution),
    }
    const visitor = { 'x-forwarded-for': '198.51.100.41' }
    expect((await post(second, '/api/send-email', body, visitor)).status).toBe(200)
    const replayed = await post(first, '/api/send-email', body, visitor)
    expect(replayed.status).toBe(400)
    expect(((await replayed.json()) as { message: string }).message).toBe(
      'This verification was already used. Please verify again.',
    )
    // The mail job ran once, on one of them: one message in the shared outbox. Once the one job
    // is completed, neither replica has a job left that could send a second.
    const db = new pg.Client({ connectionString: stack.databaseUrl })
    await db.connect()
    try {
      const mailJobs = async () =>
        (
          await db.query<{ state: string; retries: number }>(
            `select state, retry_count as retries from pgboss.job where name = '${QUOTE_MAIL_QUEUE}'`,
          )
        ).rows
      await waitFor(
        async () => (await mailJobs()).some((job) => job.state === 'completed'),
        'the mail job',
      )
      expect(await mailJobs()).toEqual([{ state: 'completed', retries: 0 }])
    } finally {
      await db.end()
    }
    const outbox = path.join(stack.dataDir, 'outbox')
    const messages = await readdir(outbox)
    expect(messages).toHaveLength(1)
    expect(await readFile(path.join(outbox, messages[0] ?? ''), 'utf8')).toContain(
      'replicas@example.org',
    )
  })

  test('photos uploaded through nginx are each processed exactly once, and lists are never stale', async () => {
    const cookie = await logIn(first, stack.admin)
    const count = 6
    for (let i = 0; i < count; i++) {
      const photo = await makeImage('jpeg', 640 + i, 480)
      const body = multipartBody([
        { name: 'fileType', value: 'image' },
        { name: 'files', filename: `kitchen-${i}.jpg`, contentType: 'image/jpeg', content: photo },
      ])
      const response = await fetch(`${stack.baseURL}/api/upload`, {
        method: 'POST',
        headers: { ...body.headers, cookie },
        body: new Uint8Array(await body.buffer()),
      })
      expect(response.status, await response.clone().text()).toBe(200)
    }
    const listed = async (from: string) =>
      (await (await fetch(`${from}/api/projects`)).json()) as { id: string; title: string }[]
    await waitFor(async () => (await listed(second)).length === count, `${count} processed photos`)

    // Each item was processed by one replica, once; no job ran twice.
    const logs = await Promise.all(stack.replicas.map((r) => readFile(r.apiLogPath, 'utf8')))
    const processed = logs
      .flatMap((log) => log.split('\n'))
      .filter((line) => line.includes('"media item processed"'))
      .map((line) => (JSON.parse(line) as { mediaId: string }).mediaId)
    expect(processed.sort()).toEqual((await listed(first)).map((item) => item.id).sort())
    const db = new pg.Client({ connectionString: stack.databaseUrl })
    await db.connect()
    try {
      const jobs = await db.query<{ state: string; retries: number }>(
        `select state, retry_count as retries from pgboss.job where name = 'media-image'`,
      )
      expect(jobs.rows).toHaveLength(count)
      expect(jobs.rows.every((job) => job.state === 'completed' && job.retries === 0)).toBe(true)
    } finally {
      await db.end()
    }

    // The second replica's cached list follows a change made through the first as soon as
    // PostgreSQL's notification reaches it, a moment after the commit (decision 069).
    const before = await fetch(`${second}/api/projects`)
    const etag = before.headers.get('etag') ?? ''
    const [item] = await listed(second)
    const renamed = await fetch(`${first}/api/projects/${item?.id}`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Renamed on the first replica' }),
    })
    expect(renamed.status).toBe(200)
    await expect
      .poll(
        async () => {
          const after = await fetch(`${second}/api/projects`, {
            headers: { 'if-none-match': etag },
          })
          if (after.status !== 200) return [`${after.status}`]
          return ((await after.json()) as { title: string }[]).map((i) => i.title)
        },
        { timeout: 1000 },
      )
      .toContain('Renamed on the first replica')
  })

  // Last: the second replica is gone afterwards.
  test('a replica killed mid-upload leaves nothing half-stored, and the other keeps serving', async () => {
    const store = createObjectStore({ ...stack.s3, region: 'us-east-1' })
    const db = new pg.Client({ connectionString: stack.databaseUrl })
    await db.connect()
    const mediaRows = async () => (await db.query('select id from media')).rowCount
    try {
      const keysBefore = await store.listObjectKeys()
      const rowsBefore = await mediaRows()
      const cookie = await logIn(first, stack.admin)
      const head = (await makeVideo('mp4')).subarray(0, 4096)
      const body = multipartBody([
        { name: 'fileType', value: 'video' },
        {
          name: 'files',
          filename: 'roof.mp4',
          contentType: 'video/mp4',
          content: megabytes(60, head),
        },
      ])
      const victim = stack.replicas[1]
      if (!victim) throw new Error('no second replica')
      let sent = 0
      const killed = new Promise<void>((resolve, reject) => {
        const request = httpRequest(`${victim.apiURL}/api/upload`, {
          method: 'POST',
          headers: { ...body.headers, cookie },
        })
        request.on('response', (res) => reject(new Error(`answered ${res.statusCode}`)))
        request.on('error', () => resolve())
        const stream = body.stream()
        stream.on('data', (chunk: Buffer) => {
          sent += chunk.length
          if (!request.write(chunk)) stream.pause()
          // Past the first stored parts: the object store holds some of the file by now.
          if (sent >= 20 * 1024 * 1024 && sent - chunk.length < 20 * 1024 * 1024) void victim.kill()
        })
        request.on('drain', () => stream.resume())
        stream.on('end', () => request.end())
      })
      await killed

      expect((await fetch(`${first}/api/health`)).status).toBe(200)
      for (let i = 0; i < 4; i++) {
        expect((await fetch(`${stack.baseURL}/api/projects`)).status).toBe(200)
      }
      expect(await mediaRows()).toBe(rowsBefore)
      expect((await store.listObjectKeys()).sort()).toEqual(keysBefore.sort())
    } finally {
      await db.end()
    }
  })

  async function logIn(to: string, credentials: { username: string; password: string }) {
    const response = await post(to, '/api/auth/login', credentials)
    expect(response.status).toBe(200)
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  }

  function post(to: string, url: string, body: object, headers: Record<string, string> = {}) {
    return fetch(`${to}${url}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  }
})

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  await expect.poll(check, { timeout: timeoutMs, interval: 250, message: what }).toBe(true)
}
