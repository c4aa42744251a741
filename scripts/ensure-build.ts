import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// `npm start` builds what is not built, or is older than its sources, and nothing else.

const root = fileURLToPath(new URL('..', import.meta.url))

const outputs = [
  'contract/dist/projects.js',
  'db/dist/index.js',
  'server/dist/server.js',
  'server/dist/embedded/main.js',
  'client/dist/index.html',
  'client/dist-ssr/entry-server.js',
]
const inputs = [
  'package-lock.json',
  'contract/src',
  'db/src',
  'db/drizzle',
  'server/src',
  'client/src',
  'client/scripts',
  'client/public',
  'client/index.html',
  'client/vite.config.ts',
]

function newestMtime(entry: string): number {
  const full = path.join(root, entry)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(full).map((name) => newestMtime(path.join(entry, name))),
  )
}

const missing = outputs.filter((output) => !existsSync(path.join(root, output)))
const oldestOutput = Math.min(...outputs.map((output) => newestMtime(output) || 0))
const stale = missing.length === 0 && Math.max(...inputs.map(newestMtime)) > oldestOutput

if (missing.length > 0 || stale) {
  console.log(
    missing.length > 0 ? 'Building the site (first start)...' : 'Sources changed: rebuilding...',
  )
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
