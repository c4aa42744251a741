import { fileURLToPath } from 'node:url'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { exitWithStartupError } from './startup-errors.js'

// The production entry point (the api image runs it): configuration comes from the environment.
let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig(process.env)
} catch (error) {
  exitWithStartupError(error)
}

// The client build's server bundle, which renders every page (the api image has it).
const pagesDir = fileURLToPath(new URL('../../client/dist-ssr', import.meta.url))
const app = await buildApp(config, { pagesDir })

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an unexpected error')
  else app.log.info(`${signal} received: closing`)
  await app.close()
})

try {
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  await app.close().catch(() => {})
  exitWithStartupError(error, config.port)
}
