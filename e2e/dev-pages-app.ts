import { existsSync } from 'node:fs'
import { copyFile, cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { repoRoot } from './stack.js'

/**
 * An `appDir` for startStack whose API renders its pages (a gallery category, the portfolio)
 * with the development build's server bundle, `client/dist-dev-ssr`: beside nginx serving
 * `client/dist-dev`, those pages then name dist-dev's scripts, and React's development build
 * reports any hydration mismatch. The server is the repository's own build, copied, because it
 * finds the bundle beside itself (server.ts), as the api image lays it out.
 */
export async function appDirWithDevPages(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dev-pages-app-'))
  await cp(path.join(repoRoot, 'server/dist'), path.join(dir, 'server/dist'), { recursive: true })
  await copyFile(path.join(repoRoot, 'server/package.json'), path.join(dir, 'server/package.json'))
  // The site's version (app-version.ts), as the image has it in /app.
  await copyFile(path.join(repoRoot, 'package.json'), path.join(dir, 'package.json'))
  await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'))
  // npm may keep some of the server's packages in server/node_modules (package-lock.json says which).
  const serverModules = path.join(repoRoot, 'server/node_modules')
  if (existsSync(serverModules)) {
    await symlink(serverModules, path.join(dir, 'server/node_modules'))
  }
  await mkdir(path.join(dir, 'client'))
  await symlink(path.join(repoRoot, 'client/dist-dev-ssr'), path.join(dir, 'client/dist-ssr'))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
