import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { type Stack, serverErrors, startStack } from './stack.js'

const skipReason = inject('e2eSkipReason')
const metricsToken = randomUUID().replaceAll('-', '')

/** One figure of a scrape, by its whole name (labels included). */
function figure(body: string, name: string): string | undefined {
  return body
    .split('\n')
    .find((line) => line.startsWith(`${name} `))
    ?.slice(name.length + 1)
}

// What decision 059 says a scrape through nginx sees with `--scale api=2`: one replica per scrape,
// taken in turn, so the shared figures agree and each process's own figures alternate.
describe.skipIf(skipReason)('/metrics with two API replicas behind nginx', () => {
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({
      nginx: true,
      name: 'e2e-metrics-replicas',
      replicas: 2,
      env: { METRICS_TOKEN: metricsToken },
    })
  })
  afterAll(async () => {
    if (stack) {
      for (const replica of stack.replicas) {
        expect(await serverErrors(replica.apiLogPath), replica.apiLogPath).toEqual([])
      }
    }
    await stack?.stop()
  })

  const scrape = async (base: string) => {
    const response = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    })
    expect(response.status).toBe(200)
    return response.text()
  }

  test('each scrape reaches one replica: shared figures agree, process figures alternate', async () => {
    const direct = await Promise.all(stack.replicas.map((replica) => scrape(replica.apiURL)))
    const starts = direct.map((body) => figure(body, 'process_start_time_seconds'))

    const throughNginx: string[] = []
    for (let n = 0; n < 6; n++) throughNginx.push(await scrape(stack.baseURL))
    const seen = new Set(throughNginx.map((body) => figure(body, 'process_start_time_seconds')))
    expect([...seen].sort()).toEqual([...new Set(starts)].sort())
    // Each replica's own log shows the scrapes nginx passed it (its Host has no port).
    for (const replica of stack.replicas) {
      const passed = (await readFile(replica.apiLogPath, 'utf8'))
        .split('\n')
        .filter((line) => line.includes('"url":"/metrics","host":"127.0.0.1",'))
      expect(passed.length, replica.apiLogPath).toBeGreaterThanOrEqual(2)
    }
    for (const body of throughNginx) {
      expect(figure(body, 'site_database_up')).toBe('1')
      expect(figure(body, 'site_object_store_up')).toBe('1')
      expect(figure(body, 'site_quote_mail_waiting')).toBe('0')
      expect(figure(body, 'site_media_items{status="ready"}')).toBe('0')
    }
  })
})
