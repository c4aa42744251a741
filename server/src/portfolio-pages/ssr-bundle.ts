import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PortfolioProject, PortfolioSummary } from '@site/contract/portfolio'
import type { Project } from '@site/contract/projects'

export interface RenderedPage {
  status: number
  html: string
}

/** What the client's server bundle (client/src/entry-server.tsx) exports that the API uses. */
interface ServerEntry {
  renderPage(path: string, manifest: unknown): Promise<RenderedPage>
  renderOnRequest(
    path: string,
    manifest: unknown,
    data: { list: PortfolioSummary[] } | { project: PortfolioProject },
  ): Promise<RenderedPage>
  galleryCategoryOf(search: string): string | undefined
  renderGalleryCategory(
    category: string,
    items: Project[],
    manifest: unknown,
  ): Promise<RenderedPage>
  inlineScriptHashes(html: string): string[]
  prerenderedPaths: readonly string[]
  notFoundProbePath: string
}

export interface SsrBundle {
  renderList(list: PortfolioSummary[], path: string): Promise<RenderedPage>
  renderProject(project: PortfolioProject): Promise<RenderedPage>
  renderNotFound(): Promise<RenderedPage>
  /** The gallery's category list, as the build prerenders it. */
  renderGallery(): Promise<RenderedPage>
  /** The category a gallery query string (`?category=…`) shows, read as the browser reads it. */
  galleryCategoryOf(search: string): string | undefined
  /** A category's gallery page, its first page of `items` (all of the category's) drawn. */
  renderGalleryCategory(category: string, items: Project[]): Promise<RenderedPage>
  inlineScriptHashes(html: string): string[]
  /** The prerendered pages' paths, in sitemap order. */
  prerenderedPaths: readonly string[]
}

/**
 * The client build's server bundle and its manifest (`client/dist-ssr/`, kept by
 * client/scripts/prerender.ts), which render the pages the API answers itself.
 */
export async function loadSsrBundle(dir: string): Promise<SsrBundle> {
  const entryFile = path.join(dir, 'entry-server.js')
  let entry: ServerEntry
  let manifest: unknown
  try {
    entry = await import(pathToFileURL(entryFile).href)
    manifest = JSON.parse(await readFile(path.join(dir, 'server-manifest.json'), 'utf8'))
  } catch (error) {
    throw new Error(
      `The client's server bundle (${dir}) is missing or incomplete: run npm run build. ${(error as Error).message}`,
    )
  }
  return {
    renderList: (list, pagePath) => entry.renderOnRequest(pagePath, manifest, { list }),
    renderProject: (project) =>
      entry.renderOnRequest(`/projects/${encodeURIComponent(project.slug)}`, manifest, {
        project,
      }),
    renderNotFound: () => entry.renderPage(entry.notFoundProbePath, manifest),
    renderGallery: () => entry.renderPage('/gallery', manifest),
    galleryCategoryOf: (search) => entry.galleryCategoryOf(search),
    renderGalleryCategory: (category, items) =>
      entry.renderGalleryCategory(category, items, manifest),
    inlineScriptHashes: (html) => entry.inlineScriptHashes(html),
    prerenderedPaths: entry.prerenderedPaths,
  }
}
