/**
 * Smoke test of the production API entry, started exactly as the api image's CMD does
 * (`node server/dist/server.js`, NODE_ENV=production) against real PostgreSQL and an S3-protocol
 * server. Needs `npm run build`. Exits 0 when it starts, answers, and stops cleanly on SIGTERM.
 *
 * `--app-dir <dir>` runs the API from another folder laid out like the api image (/app), e.g. one
 * made with the Dockerfile's `npm ci --omit=dev ...` recipe, to prove production dependencies are
 * enough without a container engine.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { type Stack, startStack } from '../e2e/stack.js'

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'app-dir': { type: 'string' } } })
  const appDir = values['app-dir'] ? path.resolve(values['app-dir']) : undefined
  // Migrate first, then start the API: the order compose uses (the API migrates again, a no-op).
  const stack: Stack = await startStack({ nginx: false, name: 'smoke', appDir, migrateFirst: true })
  let log = ''
  try {
    const health = await fetch(`${stack.apiURL}/api/health`)
    check(health.status === 200, `GET /api/health answered ${health.status}`)
    const projects = await fetch(`${stack.apiURL}/api/projects`)
    const body = await projects.text()
    check(projects.status === 200, `GET /api/projects answered ${projects.status}: ${body}`)
    check(body.trim() === '[]', `GET /api/projects on an empty database answered ${body}`)
  } catch (error) {
    log = await readFile(stack.apiLogPath, 'utf8').catch(() => '')
    await stack.stop()
    throw Object.assign(error as Error, { apiLog: log })
  }
  const exit = await stack.stop()
  log = await readFile(stack.keptApiLogPath, 'utf8').catch(() => '')
  check(!exit.killed, 'The API did not exit within 10 s of SIGTERM', log)
  check(
    exit.code === 0,
    `The API exited with code ${exit.code} (signal ${exit.signal}) after SIGTERM, not 0`,
    log,
  )
  console.log(`Smoke test passed: migrated, healthy, empty project list, stopped in ${exit.ms} ms.`)
}

function check(ok: boolean, message: string, apiLog?: string): asserts ok {
  if (!ok) throw Object.assign(new Error(message), { apiLog })
}

main().then(
  () => process.exit(0),
  (error: Error & { apiLog?: string }) => {
    if (error.apiLog) console.error(`--- API log ---\n${error.apiLog}\n--- end of API log ---`)
    console.error(`Smoke test failed: ${error.message}`)
    process.exit(1)
  },
)
