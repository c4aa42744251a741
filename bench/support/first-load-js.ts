import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { scriptsOfPage } from '../../client/scripts/page-scripts.js'

export interface ScriptSize {
  file: string
  raw: number
  brotli: number
}

/**
 * What each script a page (its HTML, as the site sent it) loads costs a browser that takes
 * brotli: the build's `.br` copy, which the servers send (or the file compressed at quality 11
 * where the build kept none, being smaller).
 */
export async function firstLoadScripts(clientDir: string, html: string) {
  const sizes: ScriptSize[] = []
  for (const src of scriptsOfPage(html)) {
    const file = path.join(clientDir, src)
    const raw = await readFile(file)
    const brotli = existsSync(`${file}.br`)
      ? (await readFile(`${file}.br`)).length
      : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    sizes.push({ file: path.basename(src), raw: raw.length, brotli: Math.min(brotli, raw.length) })
  }
  return sizes.sort((a, b) => b.brotli - a.brotli)
}
