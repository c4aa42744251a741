import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import {
  buildOutputs,
  buildState,
  inputsFingerprint,
  recordBuild,
} from '../../scripts/build-freshness.js'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function builtRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'build-freshness-'))
  roots.push(root)
  for (const file of [...buildOutputs, 'server/src/app.ts', 'package-lock.json']) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), `// ${file}\n`)
  }
  recordBuild(root, inputsFingerprint(root))
  return root
}

it('calls a build current when only modification times changed (the compiler leaves outputs alone)', () => {
  const root = builtRoot()
  const later = new Date(Date.now() + 60_000)
  utimesSync(path.join(root, 'server/src/app.ts'), later, later)
  expect(buildState(root, inputsFingerprint(root))).toBe('current')
})

it('calls it changed when a source or the lockfile changes, and missing without an output', () => {
  const root = builtRoot()
  writeFileSync(path.join(root, 'server/src/app.ts'), '// edited\n')
  expect(buildState(root, inputsFingerprint(root))).toBe('changed')
  recordBuild(root, inputsFingerprint(root))
  writeFileSync(path.join(root, 'package-lock.json'), '{}\n')
  expect(buildState(root, inputsFingerprint(root))).toBe('changed')
  rmSync(path.join(root, 'client/dist-ssr/server-manifest.json'))
  expect(buildState(root, inputsFingerprint(root))).toBe('missing')
})
