import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

// Step 4 of `npm run build -w client`: every text asset under dist/assets/ gets a `.br` (brotli,
// quality 11) and a `.gz` (gzip, level 9) beside it, made once here instead of on every request.
// Both servers send them to browsers that accept them (nginx gzip_static/brotli_static, the
// embedded server @fastify/static preCompressed). Pages and text files are not compressed here:
// they carry the PUBLIC_URL token, which the servers fill in as they send them.

const clientRoot = fileURLToPath(new URL('..', import.meta.url))
const assets = path.resolve(clientRoot, process.env.CLIENT_OUT_DIR ?? 'dist', 'assets')

/** Already compressed formats (fonts, pictures) gain nothing. */
const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map'])
/** Below a packet, compression saves no round trip and costs a header. */
const MIN_BYTES = 512

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function main() {
  const names = await readdir(assets)
  let before = 0
  let afterBrotli = 0
  for (const name of names) {
    if (!compressible.has(path.extname(name))) continue
    const file = path.join(assets, name)
    const content = await readFile(file)
    if (content.length < MIN_BYTES) continue
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: 9 }),
    ])
    // A copy that is not smaller is left out: the server then sends the file itself.
    if (br.length < content.length) await writeFile(`${file}.br`, br)
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz)
    before += content.length
    afterBrotli += Math.min(br.length, content.length)
  }
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
  console.log(`precompressed assets: ${kb(before)} -> ${kb(afterBrotli)} with brotli`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
