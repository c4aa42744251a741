import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

const page = (name: string) =>
  `<!DOCTYPE html><html data-public-url="__PUBLIC_URL__"><link rel="canonical" href="__PUBLIC_URL__/${name}"/><h1>${name}</h1></html>`

/** A built client as `npm run build -w client` lays it out (see client/scripts/prerender.ts). */
export async function writeBuiltClient(dir: string) {
  await mkdir(path.join(dir, 'assets'))
  await mkdir(path.join(dir, 'about'))
  await writeFile(path.join(dir, 'index.html'), page('home'))
  await writeFile(path.join(dir, 'about', 'index.html'), page('about'))
  await writeFile(path.join(dir, '404.html'), page('not-found'))
  await writeFile(path.join(dir, '_spa.html'), '<!doctype html><div id="root"></div>')
  await writeFile(path.join(dir, 'robots.txt'), 'Sitemap: __PUBLIC_URL__/sitemap.xml\n')
  await writeFile(path.join(dir, 'favicon.svg'), '<svg/>')
  await writeFile(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)')
  await mkdir(path.join(dir, '_csp'))
  await writeFile(path.join(dir, '_csp', 'script-hashes.txt'), `${scriptHash}\n`)
}

export const scriptHash = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
