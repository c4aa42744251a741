import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from '../config.js'

/** The repository (or the image's /app): where `npm start` and the CLIs run from. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The embedded mode's data folder: DATA_DIR, relative to the repository. */
export function dataDirOf(config: Pick<Config, 'dataDir'>): string {
  return path.resolve(repoRoot, config.dataDir)
}
