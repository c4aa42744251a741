import { existsSync } from 'node:fs'
import path from 'node:path'
import closeWithGrace from 'close-with-grace'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { exitWithStartupError } from '../startup-errors.js'
import { dataDirOf, repoRoot } from './data-dir.js'
import { lockDataDir } from './data-lock.js'
import { assertPortFree } from './ports.js'
import { publishServices } from './services-file.js'
import { startMissingServices } from './start-services.js'

// `npm start`: the whole site on one machine with only Node.js. Backing services that are not
// configured (DATABASE_URL, S3_ENDPOINT) are started here with their data under DATA_DIR.

const clientDir = path.join(repoRoot, 'client', 'dist')
const pagesDir = path.join(repoRoot, 'client', 'dist-ssr')
// `npm run dev` serves the client from Vite's dev server instead.
const apiOnly = process.argv.includes('--api-only')

const stops: (() => Promise<unknown>)[] = []
const stopAll = async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {})
}

let port: number | undefined
try {
  // On a laptop the site is for this machine only unless HOST says otherwise; the terminal shows
  // warnings and errors only, so the banner stays in sight (decision 049).
  const env: Record<string, string | undefined> = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...process.env,
  }
  const base = loadConfig(env, { requireServices: false })
  port = base.port
  const dataDir = dataDirOf(base)
  stops.push(await lockDataDir(dataDir))
  await assertPortFree(base.port, base.host)
  if (!apiOnly && !existsSync(path.join(pagesDir, 'server-manifest.json'))) {
    throw new Error(`The client is not built (${clientDir}): run npm run build first.`)
  }

  // What this process starts, published for `npm run backup` while the site runs.
  const started = await startMissingServices(base, dataDir, stops)
  Object.assign(env, started)
  stops.push(await publishServices(dataDir, started))

  const config = loadConfig(env)
  let generatedPassword: string | undefined
  const app = await buildApp(config, {
    clientDir: apiOnly ? undefined : clientDir,
    // `npm run dev` before any build has no server bundle: the pages are Vite's then.
    pagesDir: apiOnly && !existsSync(pagesDir) ? undefined : pagesDir,
    prettyLogs: true,
    admin: {
      generateWhenMissing: true,
      onGeneratedPassword: (_username, password) => {
        generatedPassword = password
      },
    },
  })
  stops.push(() => app.close())

  // The API first, then the store and the database (which has a process group of its own, so a
  // terminal's Ctrl-C does not take it away from under the API): one line, no stack traces.
  closeWithGrace({ delay: 9_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error')
    await stopAll()
    process.stdout.write(
      `\nStopped the site, its file store and its database (data kept in ${dataDir}).\n`,
    )
  })

  await app.listen({ port: config.port, host: config.host })
  await app.readiness.whenReady()
  printBanner({
    url: config.publicUrl,
    username: config.admin.username,
    configuredPassword: config.admin.password,
    generatedPassword,
    dataDir,
    mail:
      app.mailer.kind === 'relay'
        ? app.mailer.destination
        : `saved in ${app.mailer.destination} (no mail server configured: set SMTP_URL)`,
  })
} catch (error) {
  await stopAll()
  exitWithStartupError(error, port)
}

function printBanner({
  url,
  username,
  configuredPassword,
  generatedPassword,
  dataDir,
  mail,
}: {
  url: string
  username: string
  configuredPassword: string | undefined
  generatedPassword: string | undefined
  dataDir: string
  mail: string
}): void {
  const password = configuredPassword
    ? '(ADMIN_PASSWORD when it made this account; forgotten? npm run admin -- reset-password NAME)'
    : generatedPassword
      ? `${generatedPassword}   <- generated now and shown only this once: write it down`
      : '(generated on the first start and shown then; forgotten? npm run admin -- reset-password NAME)'
  process.stdout.write(
    [
      '',
      apiOnly
        ? `  The API is running at ${url} (open the site at Vite's address below)`
        : `  The site is running at ${url}`,
      `  Admin portal:  ${url}/admin-portal`,
      `    username:    ${username}`,
      `    password:    ${password}`,
      `  Data folder:   ${dataDir}`,
      `  Mail:          ${mail}`,
      '  Press Ctrl-C to stop.',
      '',
      '',
    ].join('\n'),
  )
}
