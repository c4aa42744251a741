import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../server/src/config.js'
import { dataDirOf } from '../server/src/embedded/data-dir.js'
import { isDataDirLocked } from '../server/src/embedded/data-lock.js'
import { exitWithStartupError } from '../server/src/startup-errors.js'
import { buildState, inputsFingerprint, recordBuild } from './build-freshness.js'

// `npm start`, `npm run admin`, `npm run backup`: build what is not built or was built from other
// sources, quietly (one line; the compiler's output only when it fails), and never under a site
// that runs from these files (decision 049).

const root = fileURLToPath(new URL('..', import.meta.url))
const fingerprint = inputsFingerprint(root)
const state = buildState(root, fingerprint)

if (state !== 'current') {
  let dataDir: string
  try {
    dataDir = dataDirOf(loadConfig(process.env, { requireServices: false }))
  } catch (error) {
    exitWithStartupError(error)
  }
  if (await isDataDirLocked(dataDir)) {
    if (state === 'missing') {
      console.error(
        `The site is not fully built, and a site is running from ${root} (data in ${dataDir}): stop it, then run this again.`,
      )
      process.exit(1)
    }
    // Rebuilding would rewrite client/dist under the running site; this command uses the build
    // it runs instead.
    console.log(
      'Sources changed since the last build; not rebuilding while the site runs (stop it to rebuild).',
    )
  } else {
    console.log(
      state === 'missing'
        ? 'Building the site (first start, a minute or two)...'
        : 'Sources changed: rebuilding the site...',
    )
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout}${result.stderr}\nThe build failed (above).\n`)
      process.exit(result.status ?? 1)
    }
    recordBuild(root, fingerprint)
  }
}
