import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

// `npm run dev`: the API (with embedded services, restarted on change) and Vite's dev server with
// hot reload, which proxies /api and /media to the API.

const root = fileURLToPath(new URL('..', import.meta.url))

// The server imports @site/contract and @site/db through their build output.
const packages = spawnSync('npm', ['run', 'build', '-w', 'contract', '-w', 'db'], {
  cwd: root,
  stdio: 'inherit',
})
if (packages.status !== 0) process.exit(packages.status ?? 1)

const children: ChildProcess[] = [
  spawn(
    'npx',
    ['tsx', 'watch', '--clear-screen=false', 'server/src/embedded/main.ts', '--api-only'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
  spawn('npm', ['run', 'dev', '-w', 'client'], { cwd: root, stdio: 'inherit' }),
]

let stopping = false
function stop(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 15_000).unref()
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(
    () => process.exit(code),
  )
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
