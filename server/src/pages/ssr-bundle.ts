import { access, readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageInput } from '@site/contract/page-input'

export interface RenderedPage {
  status: number
  html: string
}

/** What the client's server bundle (client/src/entry-server.tsx) exports that the API uses. */
interface ServerEntry {
  renderPage(path: string, manifest: unknown, input: PageInput): Promise<RenderedPage>
  galleryCategoryOf(search: string): string | undefined
  galleryCategoryPath(category: string): string
  inlineScriptHashes(html: string): string[]
  notFoundProbePath: string
}

export interface SsrBundle {
  /** Renders the page at `path` (with its query string) from `input`. */
  render(path: string, input: PageInput): Promise<RenderedPage>
  /** The 404 page every unknown address gets. */
  renderNotFound(input: PageInput): Promise<RenderedPage>
  /** The category a gallery query string (`?category=…`) shows, read as the browser reads it. */
  galleryCategoryOf(search: string): string | undefined
  /** The address of a category's gallery page, as the browser's router writes it. */
  galleryCategoryPath(category: string): string
  /** CSP sources for a page's inline scripts. */
  inlineScriptHashes(html: string): string[]
  /** The admin portal's shell page (the app renders in the browser). */
  portalShell: string
  /** The font file the share image is drawn with (the api image has no fonts). */
  shareImageFont: string
}

/**
 * The client build's server bundle, the router's manifest and the portal's shell
 * (`client/dist-ssr/`, written by client/scripts/server-files.ts): every page the site has is
 * made with them, and the share image with its font.
 */
export async function loadSsrBundle(dir: string): Promise<SsrBundle> {
  let entry: ServerEntry
  let manifest: unknown
  let portalShell: string
  // Written by client/scripts/server-files.ts (site-font.ts `shareImageFont`).
  const shareImageFont = path.join(dir, 'share-image-font.ttf')
  try {
    entry = await import(pathToFileURL(path.join(dir, 'entry-server.js')).href)
    manifest = JSON.parse(await readFile(path.join(dir, 'server-manifest.json'), 'utf8'))
    portalShell = await readFile(path.join(dir, 'portal-shell.html'), 'utf8')
    await access(shareImageFont)
  } catch (error) {
    throw new Error(
      `The client's server bundle (${dir}) is missing or incomplete: run npm run build. ${(error as Error).message}`,
    )
  }
  return {
    render: (pagePath, input) => entry.renderPage(pagePath, manifest, input),
    renderNotFound: (input) => entry.renderPage(entry.notFoundProbePath, manifest, input),
    galleryCategoryOf: (search) => entry.galleryCategoryOf(search),
    galleryCategoryPath: (category) => entry.galleryCategoryPath(category),
    inlineScriptHashes: (html) => entry.inlineScriptHashes(html),
    portalShell,
    shareImageFont,
  }
}
