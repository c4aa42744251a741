import type { CaptchaProvider } from '@site/contract/captcha'
import { portfolioLimits, slugPattern } from '@site/contract/portfolio'
import fp from 'fastify-plugin'
import type { ClientPage } from '../client-pages.js'
import { readCatalogueVersion } from '../media/catalogue/public-catalogue.js'
import {
  findPublishedPortfolioProject,
  listPublishedPortfolio,
} from '../portfolio/published-portfolio.js'
import { pageAnswer } from '../portfolio-pages/page-answer.js'
import { type SitemapPage, sitemapXml } from '../portfolio-pages/sitemap.js'
import type { SsrBundle } from '../portfolio-pages/ssr-bundle.js'
import { VersionedCache } from '../portfolio-pages/versioned-cache.js'
import { freshRead, versionReadsInFlight } from '../shared/fresh-read.js'
import { sendPage } from './client-files.js'

export interface PortfolioPagesOptions {
  bundle: SsrBundle
  publicUrl: string
  captchaProvider: CaptchaProvider
}

// As the page reads a filter (client/src/features/portfolio/portfolio-search.ts), in lower case:
// the page is kept and rendered by what every spelling of a filter shares (issue 32).
const filterKey = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 100
    ? value.trim().toLowerCase()
    : undefined

/**
 * `/projects`, `/projects/:slug` and `/sitemap.xml`, rendered here on request (published projects
 * change without a rebuild; decision 031) and kept per catalogue version, which every commit
 * touching media or portfolio tables raises: an edit shows on the next request, an unchanged
 * catalogue renders nothing again. Served the same by `npm start` and behind nginx.
 */
export default fp(
  async (app, { bundle, publicUrl, captchaProvider }: PortfolioPagesOptions) => {
    const readVersion = () => readCatalogueVersion(app.pool)
    const pages = new VersionedCache<{ page: ClientPage; status: number } | undefined>(
      freshRead(readVersion, versionReadsInFlight),
      readVersion,
    )
    const answer = (html: { status: number; html: string }) => ({
      page: pageAnswer(html, bundle, publicUrl, captchaProvider),
      status: html.status,
    })
    let notFound: Promise<ClientPage> | undefined
    const notFoundPage = () => {
      notFound ??= bundle.renderNotFound().then((page) => answer(page).page)
      return notFound
    }

    app.get('/projects', async (request, reply) => {
      const query = request.query as Record<string, unknown>
      const search = new URLSearchParams()
      const category = filterKey(query.category)
      const area = filterKey(query.area)
      if (category) search.set('category', category)
      if (area) search.set('area', area)
      // Rendered from the key itself, so whoever asks first, every spelling gets the same page.
      const path = search.size > 0 ? `/projects?${search}` : '/projects'
      const listed = await pages.get(path, async () =>
        answer(await bundle.renderList(await listPublishedPortfolio(app.db), path)),
      )
      if (!listed) throw new Error('the projects page was not rendered')
      // A filter naming no category or area there is: the 404 page every unknown address gets.
      if (listed.status === 404) return sendPage(reply, await notFoundPage(), 404)
      return sendPage(reply, listed.page, listed.status)
    })

    app.get('/projects/:slug', async (request, reply) => {
      const { slug } = request.params as { slug: string }
      const rendered = slugPattern.test(slug)
        ? await pages.get(`/projects/${slug}`, async () => {
            const project = await findPublishedPortfolioProject(app.db, slug)
            return project ? answer(await bundle.renderProject(project)) : undefined
          })
        : undefined
      if (!rendered) return sendPage(reply, await notFoundPage(), 404)
      return sendPage(reply, rendered.page, rendered.status)
    })

    app.get('/sitemap.xml', async (_request, reply) => {
      const sitemap = await pages.get('sitemap.xml', async () => ({
        status: 200,
        page: {
          body: Buffer.from(sitemapXml(publicUrl, await sitemapPages(app.db, bundle))),
          contentType: 'application/xml; charset=utf-8',
          headers: {},
        },
      }))
      if (!sitemap) throw new Error('the sitemap was not written')
      return sendPage(reply, sitemap.page)
    })
  },
  { name: 'portfolio-pages', dependencies: ['database'] },
)

type Db = Parameters<typeof listPublishedPortfolio>[0]

/** The prerendered pages, `/projects`, and each published project with its public photos. */
async function sitemapPages(db: Db, bundle: SsrBundle): Promise<SitemapPage[]> {
  const projects = await listPublishedPortfolio(db)
  const projectPages: SitemapPage[] = []
  for (const summary of projects) {
    const images = await publicImages(db, summary.slug)
    if (images) projectPages.push({ path: `/projects/${summary.slug}`, images })
  }
  return [
    ...bundle.prerenderedPaths.map((path) => ({ path })),
    { path: '/projects' },
    ...projectPages,
  ]
}

/** Every photo a project's page can show (all its items, its cover and pairs), once each. */
async function publicImages(db: Db, slug: string): Promise<string[] | undefined> {
  // Every item at once: the visitors' route pages them, the sitemap needs them all.
  const project = await findPublishedPortfolioProject(db, slug, { limit: portfolioLimits.items })
  if (!project) return undefined
  const shown = [
    project.coverItem,
    ...project.pairs.flatMap((pair) => [pair.before, pair.after]),
    ...project.items,
  ]
  return [...new Set(shown.flatMap((item) => (item?.fileType === 'image' ? [item.image] : [])))]
}
