import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { inlineScriptHashes } from './inline-script-hashes.js'

// Step 3 of `npm run build -w client` (after the client and server builds): writes every public
// page as static HTML into dist/, keeps Vite's index.html as the SPA shell _spa.html, writes the
// 404 page and robots.txt, keeps the server bundle with its manifest in dist-ssr/ for the API
// (which renders the portfolio pages and sitemap.xml on request, decision 031), and fails the
// build on any unfit page.

const clientRoot = fileURLToPath(new URL('..', import.meta.url))
const dist = path.join(clientRoot, process.env.CLIENT_OUT_DIR ?? 'dist')
const ssrDist = `${dist}-ssr`

interface RenderedPage {
  status: number
  html: string
}

/** What the server bundle (src/entry-server.tsx) exports. */
interface ServerEntry {
  renderPage(path: string, manifest: unknown): Promise<RenderedPage>
  serverManifestFrom(vite: unknown): unknown
  allRoutePaths(): string[]
  problemsWithPage(path: string, page: RenderedPage, expectedStatus: number): string[]
  problemsWithSite(site: unknown): string[]
  site: unknown
  pathsLeftOut(
    all: readonly string[],
    prerendered: readonly string[],
    spaOnly: readonly string[],
    renderedOnRequest: readonly string[],
  ): string[]
  renderOnRequest(path: string, manifest: unknown, data: unknown): Promise<RenderedPage>
  samplePortfolioProject: { slug: string }
  prerenderedPaths: readonly string[]
  renderedOnRequestPaths: readonly string[]
  spaOnlyPaths: readonly string[]
  notFoundProbePath: string
}

const token = '__PUBLIC_URL__'

async function main(): Promise<string[]> {
  const entry: ServerEntry = await import(pathToFileURL(path.join(ssrDist, 'entry-server.js')).href)
  const viteManifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
  const manifest = entry.serverManifestFrom(viteManifest)
  const problems = [
    ...entry.problemsWithSite(entry.site).map((problem) => `src/config/site.ts: ${problem}`),
    ...entry
      .pathsLeftOut(
        entry.allRoutePaths(),
        entry.prerenderedPaths,
        entry.spaOnlyPaths,
        entry.renderedOnRequestPaths,
      )
      .map(
        (route) =>
          `${route}: a route that is neither prerendered, rendered on request nor SPA-only (src/prerender-routes.ts)`,
      ),
  ]

  const shell = await readFile(path.join(dist, 'index.html'), 'utf8')
  const scriptHashes = new Set(inlineScriptHashes(shell))
  await writeFile(
    path.join(dist, '_spa.html'),
    shell.replace(
      '<head>',
      '<head>\n    <meta name="robots" content="noindex, nofollow" data-shell />',
    ),
  )

  const pages = [
    ...entry.prerenderedPaths.map((route) => ({ route, file: pageFile(route), status: 200 })),
    { route: entry.notFoundProbePath, file: '404.html', status: 404 },
  ]
  for (const page of pages) {
    let rendered: RenderedPage
    try {
      rendered = await entry.renderPage(page.route, manifest)
    } catch (error) {
      problems.push(`${page.route}: rendering failed: ${(error as Error).stack ?? error}`)
      continue
    }
    const pageProblems = entry.problemsWithPage(page.route, rendered, page.status)
    problems.push(...pageProblems)
    if (pageProblems.length > 0) continue
    await mkdir(path.dirname(path.join(dist, page.file)), { recursive: true })
    await writeFile(path.join(dist, page.file), rendered.html)
    for (const hash of inlineScriptHashes(rendered.html)) scriptHashes.add(hash)
    console.log(`prerendered ${page.route} -> dist/${page.file}`)
  }

  problems.push(...(await problemsRenderingOnRequest(entry, manifest)))
  await writeCspHashes([...scriptHashes])
  await writeFile(path.join(dist, 'robots.txt'), robotsTxt(entry.spaOnlyPaths))
  await rm(path.join(dist, '.vite'), { recursive: true, force: true })
  // The server bundle stays, outside what nginx serves: the API renders the portfolio pages
  // and the sitemap with it (server/src/portfolio-pages/).
  await writeFile(path.join(ssrDist, 'server-manifest.json'), JSON.stringify(manifest))
  return problems
}

/**
 * The pages the API renders on request, tried once here with a sample project, so a page that
 * cannot render on the server fails the build rather than a visitor's request.
 */
async function problemsRenderingOnRequest(entry: ServerEntry, manifest: unknown) {
  const project = entry.samplePortfolioProject
  const tries = [
    { route: '/projects', data: { list: [project] } },
    { route: `/projects/${project.slug}`, data: { project } },
  ]
  const problems: string[] = []
  for (const { route, data } of tries) {
    try {
      problems.push(
        ...entry.problemsWithPage(route, await entry.renderOnRequest(route, manifest, data), 200),
      )
    } catch (error) {
      problems.push(`${route}: rendering failed: ${(error as Error).stack ?? error}`)
    }
  }
  return problems
}

/**
 * The pages' inline scripts (the router's hydration data) by hash, for the Content-Security-Policy:
 * a list for the embedded server and an nginx snippet the site's template includes.
 */
async function writeCspHashes(hashes: string[]): Promise<void> {
  const folder = path.join(dist, '_csp')
  await mkdir(folder, { recursive: true })
  await writeFile(path.join(folder, 'script-hashes.txt'), `${hashes.join('\n')}\n`)
  await writeFile(
    path.join(folder, 'script-hashes.conf'),
    `# Written by client/scripts/prerender.ts: the prerendered pages' inline scripts.\nset $csp_script_hashes "${hashes.join(' ')}";\n`,
  )
}

/** `/` -> index.html, `/about` -> about/index.html (what nginx's try_files finds). */
function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\//, '')}/index.html`
}

function robotsTxt(spaOnly: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...spaOnly.map((route) => `Disallow: ${route}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${token}/sitemap.xml`,
    '',
  ].join('\n')
}

const problems = await main()
if (problems.length > 0) {
  console.error(`\nPrerendering failed:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`)
  process.exit(1)
}
// Rendering leaves timers behind (the query cache's garbage collection): do not wait for them.
process.exit(0)
