import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The files a built client serves as they are (`client/dist/`): hashed assets and an icon. The
 * pages come from the real server bundle (`client/dist-ssr/`), which tests pass as `pagesDir`.
 */
export async function writeBuiltClient(dir: string) {
  await mkdir(path.join(dir, 'assets'))
  await writeFile(path.join(dir, 'favicon.svg'), '<svg/>')
  await writeFile(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)')
}

const clientBuild = (folder: string, needed: string) => {
  const dir = fileURLToPath(new URL(`../../../client/${folder}`, import.meta.url))
  if (!existsSync(path.join(dir, needed))) {
    throw new Error(`${dir} has no ${needed}: run npm run build -w client before these tests`)
  }
  return dir
}

/**
 * The real server bundle of the client build (`client/dist-ssr/`), as npm start and the api image
 * use it; throws when the build has not made `needed` in it.
 */
export const builtPagesDir = (needed = 'server-manifest.json') => clientBuild('dist-ssr', needed)

/** The real files of the client build (`client/dist/`); throws when it has not been built. */
export const builtClientDir = () => clientBuild('dist', 'favicon.ico')
