import type { PortfolioProject, PortfolioSummary } from '@site/contract/portfolio'
import type { Project } from '@site/contract/projects'
import { type AnyRouter, defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import {
  createRequestHandler,
  RouterServer,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server'
import {
  portfolioListQueryOptions,
  portfolioProjectQueryOptions,
} from './features/portfolio/api/get-portfolio'
import { categoryQueryOptions, servedCategoryPages } from './features/projects/api/get-projects'
import { parseGallerySearch } from './features/projects/gallery-search'
import { publicUrlToken } from './lib/public-url'
import { createQueryClient } from './lib/query-client'
import {
  entryAttribute,
  modulesAttribute,
  scriptsAfterPaintLoader,
} from './lib/scripts-after-paint'
import type { RenderedPage } from './prerender-checks'
import { createAppRouter } from './router'

/** The scripts and styles each route needs, built from Vite's manifest by scripts/prerender.ts. */
export type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>

export { inlineScriptHashes } from '../scripts/inline-script-hashes'
export { site } from './config/site'
export { samplePortfolioProject } from './features/portfolio/sample-project'
export { pathsLeftOut, problemsWithPage, problemsWithSite } from './prerender-checks'
export {
  notFoundProbePath,
  prerenderedPaths,
  renderedOnRequestPaths,
  spaOnlyPaths,
} from './prerender-routes'

function createPrerenderRouter() {
  // The server keeps no query cache between pages: queries run in the browser (see DESIGN.md).
  const queryClient = createQueryClient({ gcTime: 0 })
  return createAppRouter(queryClient, { publicUrl: publicUrlToken, renderDocument: true })
}

/** Every route path the app has, so the build can check none is left out of prerendering. */
export function allRoutePaths(): string[] {
  return Object.keys(createPrerenderRouter().routesByPath)
}

/** What a page rendered on request by the API is rendered with (the API reads it). */
export type OnRequestData =
  | { list: PortfolioSummary[] }
  | { project: PortfolioProject }
  | { category: string; items: Project[] }

/**
 * The gallery category a query string (`?category=…`, as the browser sent it) shows, read the way
 * the browser's router reads it, or undefined for the category list. The API asks this, so the
 * page it renders is the one the browser hydrates.
 */
export function galleryCategoryOf(search: string): string | undefined {
  return parseGallerySearch(defaultParseSearch(search)).category
}

/** The gallery page of one category (from galleryCategoryOf), its first page of `items` drawn. */
export function renderGalleryCategory(
  category: string,
  items: Project[],
  manifest: ServerManifest,
): Promise<RenderedPage> {
  // Without `?item=`: the viewer opens in the browser (see CategoryProjects).
  return renderOnRequest(`/gallery${defaultStringifySearch({ category })}`, manifest, {
    category,
    items,
  })
}

/**
 * Renders `/projects`, `/projects/:slug` or a gallery category when the API is asked for it, with
 * the page's data already in the query cache: a route loader finds it there instead of fetching
 * and the router writes its data into the page; the gallery's served queries go into the page
 * with it (lib/served-queries.ts). The address stays the token, filled in by the API.
 */
export function renderOnRequest(
  path: string,
  manifest: ServerManifest,
  data: OnRequestData,
): Promise<RenderedPage> {
  return renderPage(path, manifest, () => {
    // Kept until the render is done (gcTime 0 could drop the data before the loader reads it).
    const queryClient = createQueryClient({ gcTime: Number.POSITIVE_INFINITY })
    if ('list' in data) queryClient.setQueryData(portfolioListQueryOptions({}).queryKey, data.list)
    else if ('project' in data)
      queryClient.setQueryData(
        portfolioProjectQueryOptions(data.project.slug).queryKey,
        data.project,
      )
    else
      queryClient.setQueryData(
        categoryQueryOptions(data.category).queryKey,
        servedCategoryPages(data.items),
      )
    return createAppRouter(queryClient, { publicUrl: publicUrlToken, renderDocument: true })
  })
}

/**
 * Renders one page to a complete HTML document at build time (see scripts/prerender.ts). The
 * address is the token that servers replace with PUBLIC_URL.
 */
export async function renderPage(
  path: string,
  manifest: ServerManifest,
  createRouter: () => AnyRouter = createPrerenderRouter,
): Promise<RenderedPage> {
  const handler = createRequestHandler({
    request: new Request(new URL(path, 'http://prerender.invalid')),
    createRouter,
    getRouterManifest: () => manifest,
  })
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  )
  return { status: response.status, html: await response.text() }
}

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
