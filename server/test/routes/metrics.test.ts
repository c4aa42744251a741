import { backupRuns } from '@site/db'
import { describe, expect, it } from 'vitest'
import { cleanupsAfterEach } from '../support/cleanups.js'
import { runEntry } from '../support/run-entry.js'
import { seedMedia } from '../support/seed.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const token = 'b6f2a0c4d8e1937f5a6b0c2d4e8f1a3c5b7d9e0f2a4c6e8b'

const cleanups = cleanupsAfterEach()

async function testApp(env: Record<string, string> = { METRICS_TOKEN: token }) {
  const built = await buildTestApp({ env })
  cleanups.push(() => built.close())
  return built
}

/** Nothing of the figures: neither Node's process metrics nor the site's own. */
function expectNoFigures(body: string) {
  expect(body).not.toMatch(/process_|nodejs_|site_|# HELP|# TYPE/)
}

const scrape = (app: TestApp, url: string, authorization?: string) =>
  app.app.inject({ url, headers: authorization ? { authorization } : {} })

describe('/metrics', () => {
  it('without METRICS_TOKEN is not there at all (404)', async () => {
    const app = await testApp({})
    const response = await scrape(app, '/metrics', `Bearer ${token}`)
    expect(response.statusCode).toBe(404)
    expectNoFigures(response.body)
  })

  it('without a token responds with 401 and no figure', async () => {
    const response = await scrape(await testApp(), '/metrics')
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"')
    expect(response.json().message).toMatch(/METRICS_TOKEN/)
    expectNoFigures(response.body)
  })

  it('with a wrong token (one character off, or shorter) responds with 401 and no figure', async () => {
    const app = await testApp()
    for (const wrong of [`${token.slice(0, -1)}0`, token.slice(0, 10), `${token}x`]) {
      const response = await scrape(app, '/metrics', `Bearer ${wrong}`)
      expect(response.statusCode, wrong).toBe(401)
      expectNoFigures(response.body)
    }
  })

  it('with the token in the query string instead of the header responds with 401 and no figure', async () => {
    const app = await testApp()
    for (const url of [`/metrics?token=${token}`, `/metrics?access_token=${token}`]) {
      const response = await scrape(app, url)
      expect(response.statusCode, url).toBe(401)
      expectNoFigures(response.body)
    }
    // Nor as a password, or without the Bearer scheme.
    for (const header of [`Basic ${Buffer.from(`x:${token}`).toString('base64')}`, token]) {
      expect((await scrape(app, '/metrics', header)).statusCode).toBe(401)
    }
  })

  it('with the token serves the figures an operator graphs, in Prometheus text', async () => {
    const app = await testApp()
    await seedMedia(app.app.db, [{}, { status: 'processing' }])
    const finished = new Date('2026-11-26T00:01:40Z')
    await app.app.db.insert(backupRuns).values({
      startedAt: new Date('2026-11-26T00:00:00Z'),
      finishedAt: finished,
      file: 'site-2026-11-26T000000Z.tar',
      size: 1000,
      verified: true,
      localOk: true,
    })
    const response = await scrape(app, '/metrics', `Bearer ${token}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers['cache-control']).toBe('no-store')
    const lines = response.body.split('\n')
    for (const line of [
      'site_database_up 1',
      'site_object_store_up 1',
      'site_quote_mail_waiting 0',
      'site_quote_mail_failing 0',
      'site_quote_mail_given_up 0',
      `site_backup_last_success_timestamp_seconds ${finished.getTime() / 1000}`,
      'site_media_items{status="ready"} 1',
      'site_media_items{status="processing"} 1',
      'site_media_items{status="failed"} 0',
    ]) {
      expect(lines).toContain(line)
    }
    expect(response.body).toMatch(/^process_cpu_user_seconds_total \d/m)
    expect(response.body).toMatch(/^nodejs_heap_size_used_bytes \d/m)
    expect(response.body).toMatch(/^site_build_info\{version="[^"]+"\} 1$/m)
  })
})

describe('METRICS_TOKEN at start', () => {
  it('a token shorter than 32 characters stops the API, naming the variable', async () => {
    const run = runEntry('server.js', {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://site:site@127.0.0.1:1/site',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
      METRICS_TOKEN: 'short-token',
    })
    cleanups.push(async () => {
      if (run.child.exitCode === null) run.child.kill('SIGKILL')
    })
    expect(await run.exited).not.toBe(0)
    expect(run.output()).toMatch(/METRICS_TOKEN: must be at least 32 characters/)
  })
})
