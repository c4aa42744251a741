import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Whether the build is current, by the content of what it is built from: a hash of every input
 * file (and the lockfile), recorded after each build `ensure-build.ts` runs. Modification times
 * are not used: the compiler leaves an output untouched when its content does not change, so an
 * edited source stayed "newer" than the build for ever.
 */
export const buildOutputs = [
  'contract/dist/projects.js',
  'db/dist/index.js',
  'server/dist/server.js',
  'server/dist/embedded/main.js',
  'client/dist/favicon.ico',
  'client/dist-ssr/server-manifest.json',
  'client/dist-ssr/entry-server.js',
]

export const buildInputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  ...['contract', 'db', 'server', 'client'].flatMap((w) => [
    `${w}/package.json`,
    `${w}/tsconfig.json`,
  ]),
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

const RECORD = 'node_modules/.cache/site-build/inputs.sha256'

/** The hash of every input file's path and content under `root`. */
export function inputsFingerprint(root: string, inputs = buildInputs): string {
  const hash = createHash('sha256')
  const add = (entry: string) => {
    const full = path.join(root, entry)
    if (!existsSync(full)) return
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(path.posix.join(entry, name))
      return
    }
    hash.update(`${entry}\0`)
    hash.update(readFileSync(full))
    hash.update('\0')
  }
  for (const input of inputs) add(input)
  return hash.digest('hex')
}

/** `missing`: some output is not there; `changed`: inputs differ from the last recorded build. */
export function buildState(root: string, fingerprint: string): 'current' | 'missing' | 'changed' {
  if (buildOutputs.some((output) => !existsSync(path.join(root, output)))) return 'missing'
  const recordFile = path.join(root, RECORD)
  const recorded = existsSync(recordFile) ? readFileSync(recordFile, 'utf8').trim() : ''
  return recorded === fingerprint ? 'current' : 'changed'
}

/** Records `fingerprint` as the inputs of the build just made. */
export function recordBuild(root: string, fingerprint: string): void {
  const recordFile = path.join(root, RECORD)
  mkdirSync(path.dirname(recordFile), { recursive: true })
  writeFileSync(recordFile, `${fingerprint}\n`)
}
