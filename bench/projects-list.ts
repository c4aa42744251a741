import { spawn } from 'node:child_process'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { connectDatabase } from '@site/db'
import { findFreePort } from '../server/src/embedded/ports.js'
import { seedMedia } from '../server/test/support/seed.js'
import { startBuiltApi, stopChild, waitForHttp } from './support/child-services.js'
import { requestsPerSecond } from './support/http-load.js'

// Few visitors at once, where each waits a database round trip; many, where those reads are shared.
const CONNECTION_COUNTS = [10, 50]
const SECONDS = 3
const ROUNDS = 4
// What a browser sends: the list is answered from its brotli copy.
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' }
const CATEGORY = 'Kitchen Renovation'

/**
 * `GET /api/projects` with 100 items through the production API (server/dist, its own process)
 * against a bare Fastify hello-world in a process of its own, same load and run; then the bytes
 * the home page and a gallery category ask the API for at 10 and at 1000 items.
 */
export async function benchProjectsList(): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-projects-'))
  await chmod(dir, 0o755)
  const stops: (() => Promise<unknown>)[] = []
  try {
    const api = await startBuiltApi(dir)
    stops.push(api.stop)
    const { apiBase, databaseUrl } = api
    const hello = await startHelloWorld()
    stops.push(() => hello.stop())

    const { db, pool } = connectDatabase(databaseUrl, () => {})
    stops.push(() => pool.end())
    const seed = (count: number) =>
      seedMedia(
        db,
        Array.from({ length: count }, (_, i) => ({
          title: `Project ${i + 1}: rewiring and a new distribution board`,
          description:
            'Old wiring replaced, a new board with earth leakage, a certificate of compliance.',
          category: i % 4 === 0 ? CATEGORY : 'Solar & Electrical',
        })),
      )

    await seed(100)
    const lines: string[] = []
    const listUrl = `${apiBase}/api/projects`
    const listBytes = await bodyBytes(listUrl)
    const targets = {
      hello: { url: hello.url, expectedBytes: await bodyBytes(hello.url) },
      list: { url: listUrl, expectedBytes: listBytes },
    }
    for (const connections of CONNECTION_COUNTS) {
      const load = (target: { url: string; expectedBytes: number }, seconds: number) =>
        requestsPerSecond(target.url, {
          connections,
          seconds,
          expectedBytes: target.expectedBytes,
          headers: browserHeaders,
        })
      for (const target of Object.values(targets)) await load(target, 1) // warm-up
      const totals = { hello: 0, list: 0 }
      for (let round = 0; round < ROUNDS; round++) {
        for (const name of ['hello', 'list'] as const) {
          totals[name] += (await load(targets[name], SECONDS)) / ROUNDS
        }
      }
      const ratio = totals.list / totals.hello
      lines.push(
        `${connections} connections: bare Fastify hello-world ${totals.hello.toFixed(0)} req/s; GET /api/projects (100 items, ${(listBytes / 1024).toFixed(1)} KB brotli) ${totals.list.toFixed(0)} req/s; ratio ${ratio.toFixed(2)}× (goal ≥ 0.5×: ${ratio >= 0.5 ? 'met' : 'NOT met'}; ${ROUNDS} rounds of ${SECONDS} s)`,
      )
    }

    // What the pages ask for on first load, against the whole list the old client fetched.
    const firstLoads = {
      'home (8 random)': `${apiBase}/api/projects?sample=8`,
      'category first page (24)': `${apiBase}/api/projects?${new URLSearchParams({ category: CATEGORY, limit: '24', offset: '0' })}`,
      'whole list (before)': listUrl,
    }
    const at = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(firstLoads).map(async ([name, url]) => [name, await bodyBytes(url)]),
        ),
      ) as Record<string, number>
    await pool.query('truncate table media cascade')
    await seed(10)
    const atTen = await at()
    await seed(990)
    const atThousand = await at()
    for (const name of Object.keys(firstLoads)) {
      const ten = atTen[name] ?? 0
      const thousand = atThousand[name] ?? 0
      lines.push(
        `${name}: ${(ten / 1024).toFixed(1)} KB at 10 items, ${(thousand / 1024).toFixed(1)} KB at 1000 (×${(thousand / ten).toFixed(1)}, brotli, API answer)`,
      )
    }
    return lines
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {})
    await rm(dir, { recursive: true, force: true })
  }
}

/** Bytes of the answer's body as sent (compressed) to a browser. */
async function bodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: browserHeaders }, (answer) => {
      let bytes = 0
      answer.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      answer.on('end', () =>
        answer.statusCode === 200
          ? resolve(bytes)
          : reject(new Error(`${url}: ${answer.statusCode}`)),
      )
      answer.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

/** The baseline: Fastify answering `{"hello":"world"}`, nothing else, in a process of its own. */
async function startHelloWorld() {
  const fastify = createRequire(import.meta.url).resolve('fastify')
  const port = await findFreePort()
  const script = `
    const { default: Fastify } = await import(${JSON.stringify(fastify)})
    const app = Fastify()
    app.get('/', async () => ({ hello: 'world' }))
    await app.listen({ host: '127.0.0.1', port: ${port} })
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}/`
  await waitForHttp(url, child)
  return { url, stop: () => stopChild(child) }
}
