import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { connectDatabase } from '@site/db'
import { seedMedia } from '../server/test/support/seed.js'
import { startBuiltApi } from './support/child-services.js'
import { requestsPerSecond } from './support/http-load.js'
import { processCpuMs } from './support/process-cpu.js'
import {
  type RecordedResponse,
  recordResponse,
  startSameBytesServer,
} from './support/same-bytes-server.js'

// Few visitors at once, where each waits a database round trip; many, where those reads are shared.
const CONNECTION_COUNTS = [10, 50]
const SECONDS = 3
const ROUNDS = 4
// What a browser sends: the list is answered from its brotli copy.
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' }
const CATEGORY = 'Kitchen Renovation'
const ROUTES = ['/api/projects', '/api/categories'] as const
type Route = (typeof ROUTES)[number]

/**
 * `GET /api/projects` with 100 items and `GET /api/categories` through the production API
 * (server/dist, its own process) against a bare Fastify in a process of its own sending the very
 * same bytes and headers from memory, same client and run (issue 39); then the bytes
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
    // Each route against the very bytes and headers it sends, answered from memory.
    const responses = Object.fromEntries(
      await Promise.all(
        ROUTES.map(async (route) => [
          route,
          await recordResponse(`${apiBase}${route}`, browserHeaders),
        ]),
      ),
    ) as Record<Route, RecordedResponse>
    const baseline = await startSameBytesServer(dir, responses)
    stops.push(baseline.stop)
    for (const connections of CONNECTION_COUNTS) {
      const load = (url: string, route: Route, seconds: number) =>
        requestsPerSecond(url, {
          connections,
          seconds,
          expectedBytes: responses[route].body.length,
          headers: browserHeaders,
        })
      const runs = ROUTES.flatMap((route) => [
        { route, side: 'baseline' as const, url: `${baseline.base}${route}`, pid: baseline.pid },
        { route, side: 'api' as const, url: `${apiBase}${route}`, pid: api.pid },
      ])
      for (const run of runs) await load(run.url, run.route, 1) // warm-up
      const rates = new Map<string, number>()
      const cpuPerRequest = new Map<string, number>()
      const add = (totals: Map<string, number>, key: string, value: number) =>
        totals.set(key, (totals.get(key) ?? 0) + value / ROUNDS)
      // Interleaved, so load from other work on the machine falls on both sides alike; the CPU
      // time each server spends per answer is counted too, as other work barely moves it.
      for (let round = 0; round < ROUNDS; round++) {
        for (const run of runs) {
          const key = `${run.route} ${run.side}`
          const cpuBefore = await processCpuMs(run.pid)
          const rate = await load(run.url, run.route, SECONDS)
          add(rates, key, rate)
          add(cpuPerRequest, key, ((await processCpuMs(run.pid)) - cpuBefore) / (rate * SECONDS))
        }
      }
      for (const route of ROUTES) {
        const api = rates.get(`${route} api`) ?? 0
        const same = rates.get(`${route} baseline`) ?? 0
        const ratio = api / same
        const micros = (side: string) =>
          ((cpuPerRequest.get(`${route} ${side}`) ?? 0) * 1000).toFixed(0)
        const { body, headers } = responses[route]
        lines.push(
          `${connections} connections, GET ${route}${route === '/api/projects' ? ' (100 items)' : ''}, ${(body.length / 1024).toFixed(1)} KB ${headers['content-encoding'] ?? 'identity'}: API ${api.toFixed(0)} req/s; bare Fastify sending the same bytes and headers ${same.toFixed(0)} req/s; ratio ${ratio.toFixed(2)}× (goal ≥ 0.8×: ${ratio >= 0.8 ? 'met' : 'NOT met'}; ${ROUNDS} interleaved rounds of ${SECONDS} s); CPU per answer ${micros('api')} µs against ${micros('baseline')} µs`,
        )
      }
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

/** Bytes of the response's body as sent (compressed) to a browser. */
async function bodyBytes(url: string): Promise<number> {
  return (await recordResponse(url, browserHeaders)).body.length
}
