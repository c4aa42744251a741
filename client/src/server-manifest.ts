import type { createRequestHandler } from '@tanstack/react-router/ssr/server'
import {
  entryAttribute,
  modulesAttribute,
  scriptsAfterPaintLoader,
} from './lib/scripts-after-paint'

/** The scripts and styles each route needs, built from Vite's manifest by scripts/server-files.ts. */
export type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>

interface ViteManifestChunk {
  file: string
  src?: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

/**
 * The router's id of a route file: `services.tsx` -> `/services`, `index.tsx` -> `/`,
 * `projects.$slug.tsx` -> `/projects/$slug`, `projects.index.tsx` -> `/projects/` (an index
 * route's id ends with its slash).
 */
function routeIdOf(src: string): string | undefined {
  const file = /^src\/routes\/([^?]+)\.tsx\?tsr-split=/.exec(src)?.[1]
  if (!file) return undefined
  if (file === 'index') return '/'
  return `/${file.replace(/\./g, '/')}`.replace(/\/index$/, '/')
}

/**
 * The router's manifest from Vite's: every page links its stylesheets in the head, and lists the
 * entry's modules and its own route's code-split chunk (and what that imports) for the loader
 * that fetches them all at once after the first paint (lib/scripts-after-paint.ts), so neither
 * the first paint nor hydration waits for a round trip more than needed on a slow phone.
 */
export function serverManifestFrom(vite: Record<string, ViteManifestChunk>): ServerManifest {
  const entry = Object.values(vite).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error("Vite's manifest has no entry chunk")
  // A chunk and everything it imports, however deep: a module found only once the one importing
  // it has arrived costs the phone another round trip before the page can hydrate.
  const filesOf = (chunk: ViteManifestChunk): string[] => {
    const files = new Set<string>()
    const visit = (next: ViteManifestChunk) => {
      const file = `/${next.file}`
      if (files.has(file)) return
      files.add(file)
      for (const name of next.imports ?? []) {
        const imported = vite[name]
        if (imported && imported !== entry) visit(imported)
      }
    }
    visit(chunk)
    return [...files]
  }
  const entryFiles = filesOf(entry)
  const modulesList = (files: string[]) => ({
    attrs: { type: 'application/json', [modulesAttribute]: '' },
    children: JSON.stringify(files),
  })
  const routes: ServerManifest['routes'] = {
    __root__: {
      css: (entry.css ?? []).map((file) => `/${file}`),
      scripts: [
        modulesList(entryFiles),
        { attrs: { [entryAttribute]: `/${entry.file}` }, children: scriptsAfterPaintLoader },
      ],
    },
  }
  for (const [key, chunk] of Object.entries(vite)) {
    const routeId = routeIdOf(chunk.src ?? key)
    if (routeId)
      routes[routeId] = {
        scripts: [modulesList(filesOf(chunk).filter((f) => !entryFiles.includes(f)))],
      }
  }
  return { routes }
}
