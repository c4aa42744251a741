import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it, vi } from 'vitest'
import { findFreePort } from '../../src/embedded/ports.js'
import { runEntry } from '../support/run-entry.js'
import { settingsWith } from '../support/site-settings.js'

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** `npm run admin -- <args>` on the embedded mode's DATA_DIR (no DATABASE_URL), to its end. */
async function admin(dataDir: string, ...args: string[]) {
  const run = runEntry('cli/admin.js', { DATA_DIR: dataDir }, args)
  const code = await run.exited
  return { code, output: run.output(), stdout: run.stdout() }
}

it('exports and imports the settings of npm start while it runs, and after it stopped', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-settings-embedded-'))
  // PostgreSQL runs as the `postgres` user when the tests run as root: it must enter this folder.
  await chmod(root, 0o755)
  cleanups.push(() => rm(root, { recursive: true, force: true }))
  const dataDir = path.join(root, 'data')
  const port = await findFreePort()
  const site = runEntry('embedded/main.js', {
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
  })
  cleanups.push(async () => {
    if (site.child.exitCode === null) site.child.kill('SIGTERM')
    await site.exited
  })
  await vi.waitFor(
    async () => {
      if (site.child.exitCode !== null) throw new Error(`exited early:\n${site.output()}`)
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
    },
    { timeout: 60_000, interval: 250 },
  )

  const file = path.join(root, 'site.json')
  await writeFile(file, JSON.stringify(settingsWith((s) => (s.name = 'Mokoena Electrical'))))
  const imported = await admin(dataDir, 'settings', 'import', file)
  expect(imported.output).toBe('Published the imported settings as version 1.\n')
  expect(imported.code).toBe(0)

  const exported = await admin(dataDir, 'settings', 'export')
  expect(exported.code, exported.output).toBe(0)
  expect(JSON.parse(exported.stdout).name).toBe('Mokoena Electrical')
  expect(site.child.exitCode).toBeNull()

  // Once it is stopped, the command starts the folder's database itself.
  site.child.kill('SIGTERM')
  await site.exited
  const stopped = await admin(dataDir, 'settings', 'export')
  expect(stopped.code, stopped.output).toBe(0)
  expect(JSON.parse(stopped.stdout).name).toBe('Mokoena Electrical')
}, 120_000)
