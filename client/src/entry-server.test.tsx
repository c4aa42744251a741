// @vitest-environment node

import {
  portalPath,
  projectPageRoute,
  publicPagePaths,
  reviewPageRoutes,
} from '@site/contract/public-pages'
import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import {
  createRootRoute,
  createRoute,
  createRouter,
  HeadContent,
  Outlet,
  Scripts,
} from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import {
  allRoutePaths,
  galleryCategoryOf,
  galleryCategoryPath,
  notFoundProbePath,
  type PageInput,
  problemsWithPage,
  renderPage,
  samplePortfolioProject,
  serverManifestFrom,
} from './entry-server'
import { scriptsAfterPaintLoader } from './lib/scripts-after-paint'

const manifest = { routes: {} }
const site = 'https://www.example.co.za'
const input: PageInput = {
  publicUrl: site,
  settings: { version: 3, settings: defaultSiteSettings },
}
const renderOnRequest = (path: string, _manifest: unknown, content: PageInput['content']) =>
  renderPage(path, manifest, { ...input, content })

describe('rendering a page (in Node, as the API does)', () => {
  it.each(publicPagePaths)('renders %s completely, with no browser globals', async (path) => {
    // The API reads the projects before it renders their page.
    const content = path === '/projects' ? { list: [] } : undefined
    const page = await renderPage(path, manifest, { ...input, content })
    expect(problemsWithPage(path, page, 200)).toEqual([])
    expect(page.html).toContain(`data-public-url="${site}"`)
    expect(page.html).toContain(
      `<link rel="canonical" href="${site}${path === '/' ? '/' : path}"/>`,
    )
  })

  it('makes every route a public page or the portal', () => {
    const pages: string[] = [...publicPagePaths, projectPageRoute, ...reviewPageRoutes, portalPath]
    // The portal's sections are its own addresses: the API answers its shell for all of them.
    const isPortal = (path: string) => path.startsWith(`${portalPath}/`)
    expect(
      allRoutePaths().filter(
        (path) => !pages.includes(path.replace(/\/$/, '') || '/') && !isPortal(path),
      ),
    ).toEqual([])
  })

  it('carries the settings it was made from into the page, so hydration asks for nothing', async () => {
    const settings = {
      ...defaultSiteSettings,
      hero: { ...defaultSiteSettings.hero, headline: 'Sparks & Spanners </script><b>x</b>' },
    }
    const page = await renderPage('/', manifest, { ...input, settings: { version: 9, settings } })
    expect(page.html).toContain('Sparks &amp; Spanners &lt;/script&gt;&lt;b&gt;x&lt;/b&gt;')
    expect(page.html).not.toContain('<b>x</b>')
    expect(page.html).toMatch(/queries:"\[\{.*Sparks.*site-settings/)
  })

  it('renders the 404 page with status 404', async () => {
    const page = await renderPage(notFoundProbePath, manifest, input)
    expect(problemsWithPage(notFoundProbePath, page, 404)).toEqual([])
    expect(page.html).toContain('Oops! Page not found')
  })

  it('renders a project on request from the data it is given, story, slider and JSON-LD', async () => {
    const project = samplePortfolioProject
    const path = `/projects/${project.slug}`
    const page = await renderOnRequest(path, manifest, { project })
    expect(problemsWithPage(path, page, 200)).toEqual([])
    expect(page.html).toContain(`<h1 class="max-w-3xl`)
    expect(page.html).toContain('The old board tripped every evening.')
    expect(page.html).toContain('role="slider"')
    expect(page.html).toContain('aria-valuenow="50"')
    expect(page.html).toContain(`<link rel="canonical" href="${site}${path}"/>`)
    expect(page.html).toContain(
      `<meta property="og:image" content="${site}/media/display/sample-after.jpg"/>`,
    )
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(page.html)?.[1]
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'CreativeWork',
      name: project.title,
      creator: { '@type': ['Electrician', 'LocalBusiness'] },
      image: [{ '@type': 'ImageObject' }, { '@type': 'ImageObject' }],
    })
    // The router carries the loader's data into the page, so hydration needs no request.
    expect(page.html).toContain(
      'description:"The old board tripped every evening.\\n\\nWe replaced',
    )
  })

  it('renders the projects list on request, filtered by the query string', async () => {
    const other = {
      ...samplePortfolioProject,
      slug: 'other',
      title: 'Garden lights',
      category: 'Building',
    }
    const page = await renderOnRequest('/projects?category=building', manifest, {
      list: [samplePortfolioProject, other],
    })
    expect(problemsWithPage('/projects', page, 200)).toEqual([])
    expect(page.html).toContain('href="/projects/other"')
    expect(page.html).not.toContain(`href="/projects/${samplePortfolioProject.slug}"`)
    expect(page.html).toContain('href="/projects?category=Solar+%26+Electrical"')
    // The first card's cover is fetched at once, at high priority.
    expect(/<img [^>]*>/.exec(page.html)?.[0]).toMatch(/fetchpriority="high"/i)
  })

  it('renders the 404 page, naming nothing, for a gallery category or a projects filter there is not', async () => {
    const text = 'Site closed - pay deposits to FNB 62000000000'
    const gallery = await renderPage(
      `/gallery?category=${encodeURIComponent(text)}`,
      manifest,
      input,
    )
    expect(gallery.status).toBe(404)
    expect(gallery.html).toContain('Oops! Page not found')
    expect(gallery.html).not.toContain('Site closed')
    const list = { list: [samplePortfolioProject] }
    for (const path of ['/projects?area=poisoncase', '/projects?category=site+closed']) {
      const page = await renderOnRequest(path, manifest, list)
      expect(page.status, path).toBe(404)
      expect(page.html, path).toContain('Oops! Page not found')
    }
  })

  it('renders a projects filter in the spelling the projects have, whatever the spelling asked', async () => {
    const area = samplePortfolioProject.area
    const path = `/projects?area=${encodeURIComponent(area.toUpperCase())}`
    const page = await renderOnRequest(path, manifest, { list: [samplePortfolioProject] })
    expect(page.status).toBe(200)
    expect(page.html).toContain(`>${area}</a>`)
    expect(page.html).not.toContain(area.toUpperCase())
  })

  it("renders a gallery category's first 24 items on request, and carries them for hydration", async () => {
    const items = Array.from({ length: 30 }, (_, index) => ({
      ...(samplePortfolioProject.items[0] as (typeof samplePortfolioProject.items)[number]),
      id: `item-${index}`,
      title: `Panel ${index}`,
      category: 'Solar & Electrical',
    }))
    const category = 'Solar & Electrical'
    const page = await renderOnRequest(galleryCategoryPath(category), manifest, { category, items })
    expect(problemsWithPage('/gallery', page, 200)).toEqual([])
    expect(page.html).toContain('<title>Solar &amp; Electrical | Project Gallery | ')
    expect(page.html).toContain(
      `<link rel="canonical" href="${site}/gallery?category=Solar%20%26%20Electrical"/>`,
    )
    expect(page.html).toContain('>Panel 23</button>')
    expect(page.html).not.toContain('>Panel 24</button>')
    expect(page.html).toContain('Show more projects')
    // The first card's photo is the largest paint: fetched at once, the rest as they are needed.
    const images = [...page.html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag)
    expect(images[0]).toMatch(/fetchpriority="high"/i)
    expect(images[0]).not.toMatch(/loading="lazy"/)
    expect(images[1]).toMatch(/loading="lazy"/)
    expect(images[1]).not.toMatch(/fetchpriority/i)
    // The served query travels as JSON text beside the router's data.
    expect(page.html).toMatch(/queries:"\[\{.*Panel 23/)
    expect(page.html).not.toMatch(/queries:"\[\{.*Panel 24/)
  })

  it.each([
    ['?category=Solar', 'Solar'],
    ['?category=%20Solar%20&item=abc', 'Solar'],
    ['?category=Solar+%26+Electrical', 'Solar & Electrical'],
    ['?category=%22Solar%22', 'Solar'],
    ['?category=', undefined],
    ['?category=%20', undefined],
    ['?category=2024', undefined],
    ['?category=true', undefined],
    ['?category=%7B%22a%22%3A1%7D', undefined],
    [`?category=${'a'.repeat(101)}`, undefined],
    ['?item=abc', undefined],
    ['', undefined],
  ])('reads the gallery category of %s as the browser does: %s', (search, category) => {
    expect(galleryCategoryOf(search)).toBe(category)
  })

  it('fails, naming the page, when a component touches window during render', async () => {
    const root = createRootRoute({
      head: () => ({ meta: [{ title: 'Broken' }, { name: 'description', content: 'A page' }] }),
      component: () => (
        <html lang="en">
          <head>
            <HeadContent />
          </head>
          <body>
            <Outlet />
            <Scripts />
          </body>
        </html>
      ),
    })
    const broken = createRoute({
      getParentRoute: () => root,
      path: '/broken',
      component: () => <h1>Width {window.innerWidth}</h1>,
    })
    const createBrokenRouter = () => createRouter({ routeTree: root.addChildren([broken]) })

    const problems = await renderPage('/broken', manifest, input, createBrokenRouter).then(
      (page) => problemsWithPage('/broken', page, 200),
      (error: Error) => [`/broken: rendering failed: ${error.message}`],
    )
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.every((problem) => problem.startsWith('/broken: '))).toBe(true)
  })
})

describe('serverManifestFrom', () => {
  it("lists the entry's modules for every page and each route's own chunk with all it imports, for the loader", () => {
    const manifest = serverManifestFrom({
      'index.html': {
        file: 'assets/index-1.js',
        css: ['assets/index-1.css'],
        imports: ['_react-5.js'],
        isEntry: true,
      },
      '_react-5.js': { file: 'assets/react-5.js' },
      '_shared-2.js': { file: 'assets/shared-2.js', imports: ['index.html', '_heading-8.js'] },
      // Imported by what the route imports, and importing that back: listed once.
      '_heading-8.js': { file: 'assets/heading-8.js', imports: ['_icon-9.js'] },
      '_icon-9.js': { file: 'assets/icon-9.js', imports: ['_shared-2.js', '_react-5.js'] },
      'src/routes/index.tsx?tsr-split=component': {
        file: 'assets/routes-3.js',
        src: 'src/routes/index.tsx?tsr-split=component',
        imports: ['_shared-2.js', '_react-5.js', 'index.html'],
      },
      'src/routes/admin-portal.tsx?tsr-split=component': {
        file: 'assets/admin-portal-4.js',
        src: 'src/routes/admin-portal.tsx?tsr-split=component',
        imports: ['index.html'],
      },
      'src/routes/projects.index.tsx?tsr-split=component': {
        file: 'assets/projects.index-6.js',
        src: 'src/routes/projects.index.tsx?tsr-split=component',
      },
      'src/routes/projects.$slug.tsx?tsr-split=component': {
        file: 'assets/projects._slug-7.js',
        src: 'src/routes/projects.$slug.tsx?tsr-split=component',
      },
    })
    const modules = (files: string[]) => ({
      attrs: { type: 'application/json', 'data-modules': '' },
      children: JSON.stringify(files),
    })
    expect(manifest.routes).toEqual({
      __root__: {
        css: ['/assets/index-1.css'],
        scripts: [
          modules(['/assets/index-1.js', '/assets/react-5.js']),
          { attrs: { 'data-entry': '/assets/index-1.js' }, children: scriptsAfterPaintLoader },
        ],
      },
      '/': {
        scripts: [
          modules([
            '/assets/routes-3.js',
            '/assets/shared-2.js',
            '/assets/heading-8.js',
            '/assets/icon-9.js',
          ]),
        ],
      },
      '/admin-portal': { scripts: [modules(['/assets/admin-portal-4.js'])] },
      '/projects/': { scripts: [modules(['/assets/projects.index-6.js'])] },
      '/projects/$slug': { scripts: [modules(['/assets/projects._slug-7.js'])] },
    })
  })
})
