import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { publicPagePaths } from '@site/contract/public-pages'
import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { shareImageFont, sourcePathOf, subsetShareImageFont } from './site-font.js'

// Step 3 of `npm run build -w client` (after the browser and server builds): leaves in dist-ssr/
// what the API renders pages with (the server bundle, the router's manifest of each page's
// scripts, the portal's shell page, the share image's font), leaves in dist/ only files served
// as they are, and fails the build on a public page that does not render completely (decision 052).

const clientRoot = fileURLToPath(new URL('..', import.meta.url))
const dist = path.join(clientRoot, process.env.CLIENT_OUT_DIR ?? 'dist')
const ssrDist = `${dist}-ssr`

interface RenderedPage {
  status: number
  html: string
}

/** What the server bundle (src/entry-server.tsx) exports that the build uses. */
interface ServerEntry {
  renderPage(path: string, manifest: unknown, input: unknown): Promise<RenderedPage>
  serverManifestFrom(vite: unknown): unknown
  problemsWithPage(path: string, page: RenderedPage, expectedStatus: number): string[]
  samplePortfolioProject: { slug: string }
  notFoundProbePath: string
}

async function main(): Promise<string[]> {
  const entry: ServerEntry = await import(pathToFileURL(path.join(ssrDist, 'entry-server.js')).href)
  const viteManifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
  const manifest = entry.serverManifestFrom(viteManifest)
  await writeFile(path.join(ssrDist, 'server-manifest.json'), JSON.stringify(manifest))
  await rm(path.join(dist, '.vite'), { recursive: true, force: true })

  // Vite's index.html is the portal's shell: the API sends it, nothing serves it from dist/.
  const shell = await readFile(path.join(dist, 'index.html'), 'utf8')
  await writeFile(
    path.join(ssrDist, 'portal-shell.html'),
    shell.replace(
      '<head>',
      '<head>\n    <meta name="robots" content="noindex, nofollow" data-shell />',
    ),
  )
  await rm(path.join(dist, 'index.html'))

  const font = await subsetShareImageFont(await readFile(sourcePathOf(shareImageFont.face)))
  await writeFile(path.join(ssrDist, shareImageFont.output), font)

  const input = {
    publicUrl: 'https://build.invalid',
    settings: { version: 0, settings: defaultSiteSettings },
  }
  const project = entry.samplePortfolioProject
  const tries = [
    // The projects page is rendered with the list the API reads (below).
    ...publicPagePaths
      .filter((route) => route !== '/projects')
      .map((route) => ({ route, status: 200, input })),
    { route: entry.notFoundProbePath, status: 404, input },
    { route: '/projects', status: 200, input: { ...input, content: { list: [project] } } },
    { route: `/projects/${project.slug}`, status: 200, input: { ...input, content: { project } } },
  ]
  const problems: string[] = []
  for (const { route, status, input } of tries) {
    try {
      problems.push(
        ...entry.problemsWithPage(route, await entry.renderPage(route, manifest, input), status),
      )
    } catch (error) {
      problems.push(`${route}: rendering failed: ${(error as Error).stack ?? error}`)
    }
  }
  return problems
}

const problems = await main()
if (problems.length > 0) {
  console.error(`\nThe pages do not render:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`)
  process.exit(1)
}
// Rendering leaves timers behind (the query cache's garbage collection): do not wait for them.
process.exit(0)
