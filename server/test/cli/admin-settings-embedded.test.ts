import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, it } from 'vitest'
import { findFreePort } from '../../src/embedded/ports.js'
import { cleanupsAfterAll } from '../support/cleanups.js'
import { embeddedTempDir, startEmbeddedSite } from '../support/embedded-site.js'
import { runEntry } from '../support/run-entry.js'
import { settingsWith } from '../support/site-settings.js'

const cleanups = cleanupsAfterAll()

/** `npm run admin -- <args>` on the embedded mode's DATA_DIR (no DATABASE_URL), to its end. */
async function admin(dataDir: string, ...args: string[]) {
  const run = runEntry('cli/admin.js', { DATA_DIR: dataDir }, args)
  const code = await run.exited
  return { code, output: run.output(), stdout: run.stdout() }
}

it('exports and imports the settings of npm start while it runs, and after it stopped', async () => {
  const root = await embeddedTempDir('site-settings-embedded-', cleanups)
  const dataDir = path.join(root, 'data')
  const site = await startEmbeddedSite(dataDir, await findFreePort(), cleanups)

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
