import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { repoRoot, type Stack } from '../../e2e/stack.js'
import { findFreePort } from '../../server/src/embedded/ports.js'

const START_TIMEOUT_MS = 60_000

export interface EmbeddedSite {
  baseURL: string
  stop(): Promise<void>
}

/**
 * What `npm start` runs (`node server/dist/embedded/main.js`: the API serving client/dist with
 * its precompressed copies), on the stack's database and bucket, so both ways of serving the
 * site show the same uploads.
 */
export async function startEmbeddedSite(stack: Stack): Promise<EmbeddedSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-embedded-'))
  const port = await findFreePort()
  const baseURL = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['server/dist/embedded/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      DATABASE_URL: stack.databaseUrl,
      S3_ENDPOINT: stack.s3.endpoint,
      S3_ACCESS_KEY: stack.s3.accessKey,
      S3_SECRET_KEY: stack.s3.secretKey,
      S3_BUCKET: stack.s3.bucket,
      S3_REGION: 'us-east-1',
      ADMIN_USERNAME: stack.admin.username,
      ADMIN_PASSWORD: stack.admin.password,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    },
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    await rm(dataDir, { recursive: true, force: true })
  }

  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const ok = await fetch(`${baseURL}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false)
    if (ok) return { baseURL, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`npm start's server did not come up at ${baseURL}:\n${stderr}`)
}
