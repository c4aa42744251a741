import { readFile } from 'node:fs/promises'

/** The site's version, from the root package.json (in the image too: /app/package.json). */
export async function appVersion(): Promise<string> {
  const root = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'))
  return typeof root.version === 'string' ? root.version : 'unknown'
}
