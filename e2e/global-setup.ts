import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { removeOrphanedTempDirs } from '../server/test/support/owned-temp-dirs.js'
import { CHROMIUM_BIN } from './browser.js'
import { missingNginxPackages } from './nginx-config.js'
import { preparePostgresTemplate, startStack } from './stack.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** nginx in front of the production API and the built client. */
    baseURL: string
    apiLogPath: string
    admin: { username: string; password: string }
    /** Why the browser tests cannot run here; empty when they can. Never set in CI. */
    e2eSkipReason: string
  }
}

/**
 * Starts the production stack once for all e2e files: embedded PostgreSQL, the local S3 server,
 * `node server/dist/server.js` and Debian's nginx with the project's template. Before it, the
 * initialised PostgreSQL folder that every stack of the run copies.
 */
export default async function setup(project: TestProject) {
  const missing = [...(existsSync(CHROMIUM_BIN) ? [] : ['chromium']), ...missingNginxPackages()]
  if (missing.length > 0) {
    const reason = `not installed: ${missing.join(', ')} (apt-get install ${missing.join(' ')})`
    if (process.env.CI) throw new Error(`End-to-end tests cannot run in CI: ${reason}`)
    console.warn(`\n[e2e] Skipping the browser tests: ${reason}.\n`)
    provideEmpty(project, reason)
    return
  }

  await removeOrphanedTempDirs('site-')
  const template = await preparePostgresTemplate()
  const stack = await startStack({ nginx: true, name: 'e2e' }).catch(async (error) => {
    await template.remove()
    throw error
  })
  project.provide('baseURL', stack.baseURL)
  project.provide('apiLogPath', stack.apiLogPath)
  project.provide('admin', stack.admin)
  project.provide('e2eSkipReason', '')

  return async () => {
    const exit = await stack.stop()
    await template.remove()
    if (exit.killed) console.warn('[e2e] The API ignored SIGTERM for 10 s and was killed.')
  }
}

function provideEmpty(project: TestProject, reason: string) {
  project.provide('baseURL', '')
  project.provide('apiLogPath', '')
  project.provide('admin', { username: '', password: '' })
  project.provide('e2eSkipReason', reason)
}
