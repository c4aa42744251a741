import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { seedMedia } from '../server/test/support/seed.js'
import { startBenchApp } from './support/app.js'

// The portal's media section with a year of photos: its first page must answer well under a
// second (issue 34). Baseline, same run and client: the cheapest staff request there is, the
// session check; and, for comparison, the whole list the portal fetched before it was paged.
// While a video processes, the portal looks every 5 s: the items processing against the whole
// list it asked for before (decision 076), in bytes a phone receives.

const ITEMS = 500
const ROUNDS = 30
const WARM_UP = 5
const GOAL_MS = 1000

export async function benchMediaLibrary(): Promise<string[]> {
  const bench = await startBenchApp()
  try {
    const { app } = bench
    await seedMedia(
      app.db,
      Array.from({ length: ITEMS }, (_, i) => ({
        title: i % 10 === 0 ? `General, November 2026` : `Kitchen ${i + 1}: new cupboards`,
        category: i % 3 === 0 ? 'Kitchen Renovation' : 'General',
        needsTitle: i % 10 === 0,
        ...(i === 0 && { status: 'processing' as const, fileType: 'video' as const }),
        createdAt: new Date(Date.now() - i * 3_600_000),
      })),
    )
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'bench-admin-password' },
    })
    const cookie = login.cookies[0]
    if (login.statusCode !== 200 || !cookie) throw new Error(`login failed: ${login.statusCode}`)
    await app.listen({ host: '127.0.0.1', port: 0 })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const headers = { cookie: `${cookie.name}=${cookie.value}` }

    const time = async (path: string) => {
      const times: number[] = []
      let bytes = 0
      for (let i = 0; i < WARM_UP + ROUNDS; i++) {
        const started = performance.now()
        const response = await fetch(`${base}${path}`, { headers })
        const body = await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
        if (i >= WARM_UP) times.push(performance.now() - started)
        bytes = body.byteLength
      }
      return { ms: median(times), kb: bytes / 1024 }
    }
    const session = await time('/api/auth/session')
    const first = await time('/api/admin/media')
    const filtered = await time('/api/admin/media?category=General&needsTitle=true&q=november')
    const whole = await time('/api/admin/projects')
    // As sent to a browser that takes brotli (an answer under 1 KB is sent as it is).
    const sentKb = async (url: string) => {
      const response = await app.inject({ url, headers: { ...headers, 'accept-encoding': 'br' } })
      return response.rawPayload.byteLength / 1024
    }
    const processingPath = '/api/admin/media?status=processing'
    const processing = await time(processingPath)
    const lookBefore = await sentKb('/api/admin/projects')
    const lookNow = await sentKb(processingPath)
    const lookAtPage = await sentKb('/api/admin/media')
    // One bulk action on the most items it takes, once each (they change what they measure).
    const rows = await app.inject({ url: '/api/admin/projects', headers })
    const ids = (rows.json() as { id: string }[]).slice(0, 200).map((item) => item.id)
    const act = async (payload: object) => {
      const started = performance.now()
      const response = await fetch(`${base}/api/admin/media/bulk`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', origin: base },
        body: JSON.stringify(payload),
      })
      const ms = performance.now() - started
      const { outcomes } = (await response.json()) as { outcomes?: { ok: boolean }[] }
      if (outcomes?.filter((outcome) => outcome.ok).length !== ids.length) {
        throw new Error(`bulk action: ${response.status}`)
      }
      return ms
    }
    const moved = await act({ action: 'set-category', ids, category: 'Building' })
    const deleted = await act({ action: 'delete', ids })
    const line = (name: string, { ms, kb }: { ms: number; kb: number }) =>
      `${name}: ${ms.toFixed(1)} ms (${(ms / session.ms).toFixed(1)}× the session check), ${kb.toFixed(1)} KB of JSON`
    return [
      `session check (baseline): ${session.ms.toFixed(1)} ms median of ${ROUNDS}`,
      `${line(`first page, 24 of ${ITEMS}`, first)}; goal < ${GOAL_MS} ms: ${first.ms < GOAL_MS ? 'met' : 'NOT met'}`,
      line('filtered and searched page', filtered),
      line(`whole list before paging (GET /api/admin/projects, ${ITEMS} items)`, whole),
      `one look while a video processes: ${processing.ms.toFixed(1)} ms, ${lookNow.toFixed(1)} KB sent (the items processing) against ${lookBefore.toFixed(1)} KB (the whole list, ${(lookBefore / lookNow).toFixed(0)}×) and ${lookAtPage.toFixed(1)} KB (a library page of 24)`,
      `one bulk action on 200 items, once: set category ${moved.toFixed(0)} ms, delete ${deleted.toFixed(0)} ms`,
    ]
  } finally {
    await bench.stop()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
