import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Zod is the admin portal's and the server's: about 10 KB of brotli on every public page when a
// value import pulls it in (a schema module imported for one helper did, once). Checked on the
// build itself: the scripts the router lists for each public route.
const root = fileURLToPath(new URL('../..', import.meta.url))
const manifestFile = path.join(root, 'client/dist-ssr/server-manifest.json')

interface Manifest {
  routes: Record<string, { scripts?: { attrs: Record<string, string>; children?: string }[] }>
}

function scriptsOf(manifest: Manifest, routeId: string): string[] {
  return (manifest.routes[routeId]?.scripts ?? []).flatMap((script) =>
    'data-modules' in script.attrs ? (JSON.parse(script.children ?? '[]') as string[]) : [],
  )
}

describe('the public pages of the build', () => {
  it('load no zod: the entry and each public route list none of its modules', () => {
    if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build`)
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
    // The portal's frame and its sections (decision 056) are the staff's, and so are the pages
    // staff open from a mail outside the frame (`/admin-portal_/welcome`, reset, confirm).
    const publicRoutes = Object.keys(manifest.routes).filter(
      (id) => !/^\/admin-portal($|\/|_\/)/.test(id),
    )
    expect(publicRoutes.length).toBeGreaterThan(5)
    for (const id of publicRoutes) {
      for (const file of scriptsOf(manifest, id)) {
        const code = readFileSync(path.join(root, 'client/dist', file), 'utf8')
        expect(code.includes('$ZodType') || code.includes('ZodError'), `${id}: ${file}`).toBe(false)
      }
    }
  })
})
