import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The files a built client serves as they are (`client/dist/`): hashed assets and an icon. The
 * pages come from the real server bundle (`client/dist-ssr/`), which tests pass as `pagesDir`.
 */
export async function writeBuiltClient(dir: string) {
  await mkdir(path.join(dir, 'assets'))
  await writeFile(path.join(dir, 'favicon.svg'), '<svg/>')
  await writeFile(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)')
}
