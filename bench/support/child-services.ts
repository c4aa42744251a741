import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const serverDist = fileURLToPath(new URL('../../server/dist/', import.meta.url))

/** Resolves once `url` answers 200; fails when `child` exits first or after 30 s. */
export async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
    // The body is read to its end: one left unread keeps the server's answer (and its close) open.
    const ok = await fetch(url).then(
      async (response) => (await response.arrayBuffer()) && response.ok,
      () => false,
    )
    if (ok) return
    await sleep(100)
  }
  throw new Error(`${url} did not answer within 30 s`)
}

/** A built server entry (`server/dist/<entry>`) in a process of its own, as production runs it. */
export function startBuiltEntry(entry: string, env: Record<string, string>, args: string[] = []) {
  const file = `${serverDist}${entry}`
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`)
  const child = spawn(process.execPath, [...args, file], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return {
    child,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

/**
 * The embedded S3 server (s3rver with the product's shims, from `server/dist`) in a process of its
 * own, so it does not share an event loop with the load generator.
 */
export async function startBuiltLocalS3(dir: string) {
  const script = `
    import { startLocalS3 } from ${JSON.stringify(`${serverDist}embedded/s3.js`)}
    const s3 = await startLocalS3({ dir: ${JSON.stringify(dir)}, port: 0 })
    process.stdout.write(JSON.stringify(s3) + '\\n')
    process.on('SIGTERM', () => s3.stop().then(() => process.exit(0)))
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString()))
    child.once('exit', (code) => reject(new Error(`the S3 server exited (${code})`)))
  })
  const s3 = JSON.parse(line) as { endpoint: string; accessKey: string; secretKey: string }
  return {
    ...s3,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}
