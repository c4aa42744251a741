import type { CaptchaProvider } from '@site/contract/captcha'
import { findCategory } from '@site/contract/categories'
import type { PageInput } from '@site/contract/page-input'
import { portfolioLimits, slugPattern } from '@site/contract/portfolio'
import { type PublicPagePath, portalPath, publicPagePaths } from '@site/contract/public-pages'
import type { SiteSettings } from '@site/contract/site-settings'
import type { PublishedSiteSettings } from '@site/contract/site-settings-api'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { PublicCatalogue } from '../media/catalogue/public-catalogue.js'
import {
  binaryFile,
  htmlPage,
  type PageResponse,
  sendPage,
  textFile,
} from '../pages/page-response.js'
import { registerReviewPages } from '../pages/review-pages.js'
import { shareImage } from '../pages/share-image.js'
import { type SitemapPage, sitemapXml } from '../pages/sitemap.js'
import type { RenderedPage, SsrBundle } from '../pages/ssr-bundle.js'
import { VersionedCache } from '../pages/versioned-cache.js'
import { webManifest } from '../pages/web-manifest.js'
import {
  findPublishedPortfolioProject,
  listPublishedPortfolio,
} from '../portfolio/published-portfolio.js'
import { testimonialsFor } from '../reviews/testimonials.js'
import { publishedSiteSettings } from '../site-settings/site-settings.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's pages (absent when the API runs without the client's server bundle). */
    pages?: {
      /** The 404 page every unknown address gets. */
      notFound(): Promise<PageResponse>
      /** A public page made from settings staff have not published: for them only, kept by no one. */
      preview(path: PublicPagePath, settings: SiteSettings): Promise<PageResponse>
    }
  }
}

export interface PublicPagesOptions {
  bundle: SsrBundle
  /** The one the public API answers from (routes/media-items.ts), so a page and a list agree. */
  catalogue: PublicCatalogue
  publicUrl: string
  captchaProvider: CaptchaProvider
}

// As the page reads a filter (client/src/features/portfolio/portfolio-search.ts), in lower case:
// the page is kept and rendered by what every spelling of a filter shares (issue 32).
const filterKey = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 100
    ? value.trim().toLowerCase()
    : undefined

// Pages kept at once: the fixed ones, project pages and filters, and gallery categories.
const keptPages = 128

/**
 * Every page of the site, made one way (decision 052): rendered here on request from the
 * published site settings, the catalogue and the portfolio, and kept while the one content
 * version they share (raised by every commit touching any of them) is unchanged; so are
 * `sitemap.xml`, `robots.txt`, the web manifest and the share image. A published
 * change shows on the next load in every API process; nginx keeps the last good copy of each
 * page for when the API cannot answer. `npm start` and nginx serve the same responses.
 */
export default fp(
  async (app, { bundle, catalogue, publicUrl, captchaProvider }: PublicPagesOptions) => {
    const version = () => app.catalogueVersion.current()
    const pages = new VersionedCache<PageResponse | undefined>(version, keptPages)
    const publishedSettings = new VersionedCache<PublishedSiteSettings>(version, 1)
    const base = publicUrl.replace(/\/+$/, '')

    const published = () => publishedSettings.get('settings', () => publishedSiteSettings(app.db))
    const input = async (
      content?: PageInput['content'],
      testimonials?: PageInput['testimonials'],
    ): Promise<PageInput> => ({
      publicUrl: base,
      settings: await published(),
      content,
      testimonials,
    })
    // The approved reviews the home page, About and a project's page show (issue 36).
    const testimonialsOf = async (
      path: string,
      settings: SiteSettings,
    ): Promise<PageInput['testimonials']> => {
      const on = path === '/' ? 'home' : path === '/about' ? 'about' : undefined
      return on && { on, items: await testimonialsFor(app.db, settings, on) }
    }
    const response = (page: RenderedPage) =>
      htmlPage(page.html, page.status, {
        captchaProvider,
        scriptHashes: bundle.inlineScriptHashes(page.html),
      })
    const renderedPage = async (
      path: string,
      content?: PageInput['content'],
      testimonials?: PageInput['testimonials'],
    ) => response(await bundle.render(path, await input(content, testimonials)))
    const notFound = async () => {
      const page = await pages.get('404', async () =>
        response(await bundle.renderNotFound(await input())),
      )
      if (!page) throw new Error('the 404 page was not rendered')
      return page
    }
    const send = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: PageResponse | undefined,
    ) => sendPage(request, reply, page && page.status !== 404 ? page : await notFound())

    app.decorate('pages', {
      notFound,
      async preview(path: PublicPagePath, settings: SiteSettings) {
        const content =
          path === '/projects' ? { list: await listPublishedPortfolio(app.db) } : undefined
        const page = await bundle.render(path, {
          publicUrl: base,
          settings: { version: -1, settings },
          content,
          testimonials: await testimonialsOf(path, settings),
        })
        return htmlPage(previewOf(page.html), page.status, {
          captchaProvider,
          scriptHashes: [],
          preview: true,
        })
      },
    })

    for (const path of publicPagePaths) {
      if (path === '/gallery' || path === '/projects') continue
      app.get(path, async (request, reply) =>
        send(
          request,
          reply,
          await pages.get(path, async () =>
            renderedPage(path, undefined, await testimonialsOf(path, (await published()).settings)),
          ),
        ),
      )
    }

    // A category's page (`?category=…`) is rendered with its first page of items, so a shared
    // link shows that category's photos in the HTML itself (decision 036). Only a category there
    // is becomes a page: another spelling of one is sent to its own (301), any other text gets
    // the 404 page (issue 32).
    app.get('/gallery', async (request, reply) => {
      const queryAt = request.url.indexOf('?')
      const asked = queryAt < 0 ? undefined : bundle.galleryCategoryOf(request.url.slice(queryAt))
      const list = () => pages.get('/gallery', () => renderedPage('/gallery'))
      if (asked === undefined) return send(request, reply, await list())
      const category = findCategory(asked)
      if (category === undefined) return send(request, reply, undefined)
      if (category !== asked) {
        const search = new URLSearchParams(request.url.slice(queryAt))
        search.set('category', category)
        return reply.redirect(`/gallery?${search}`, 301)
      }
      try {
        const page = await pages.get(`/gallery?${category}`, async () =>
          renderedPage(bundle.galleryCategoryPath(category), {
            category,
            items: (await catalogue.view(category)).items,
          }),
        )
        return send(request, reply, page)
      } catch (error) {
        // As the lists fail soft, so does the page: the visitor gets the gallery (the category
        // list, which shows the category once the page runs) rather than an error.
        request.log.error({ err: error }, 'a gallery category page failed; the list was sent')
        return send(request, reply, await list())
      }
    })

    app.get('/projects', async (request, reply) => {
      const query = request.query as Record<string, unknown>
      const search = new URLSearchParams()
      const category = filterKey(query.category)
      const area = filterKey(query.area)
      if (category) search.set('category', category)
      if (area) search.set('area', area)
      // Rendered from the key itself, so whoever asks first, every spelling gets the same page;
      // a filter naming no category or area there is renders the 404 page.
      const path = search.size > 0 ? `/projects?${search}` : '/projects'
      const page = await pages.get(path, async () =>
        renderedPage(path, { list: await listPublishedPortfolio(app.db) }),
      )
      return send(request, reply, page)
    })

    app.get('/projects/:slug', async (request, reply) => {
      const { slug } = request.params as { slug: string }
      const page = slugPattern.test(slug)
        ? await pages.get(`/projects/${slug}`, async () => {
            const project = await findPublishedPortfolioProject(app.db, slug)
            if (!project) return undefined
            const { settings } = await published()
            const items = await testimonialsFor(app.db, settings, 'project', slug)
            return renderedPage(
              `/projects/${slug}`,
              { project },
              { on: 'project', project: slug, items },
            )
          })
        : undefined
      return send(request, reply, page)
    })

    registerReviewPages(app, {
      render: async (path, content) => bundle.render(path, await input(content)),
      response: (page, status) =>
        htmlPage(page.html, status, {
          captchaProvider,
          scriptHashes: bundle.inlineScriptHashes(page.html),
          personal: true,
        }),
    })

    app.get('/sitemap.xml', async (request, reply) => {
      const sitemap = await pages.get('sitemap.xml', async () =>
        textFile(sitemapXml(base, await sitemapPages(app.db)), 'application/xml; charset=utf-8'),
      )
      if (!sitemap) throw new Error('the sitemap was not written')
      return sendPage(request, reply, sitemap)
    })

    app.get('/site.webmanifest', async (request, reply) => {
      const manifest = await pages.get('site.webmanifest', async () =>
        textFile(webManifest((await input()).settings.settings), 'application/manifest+json'),
      )
      if (!manifest) throw new Error('the web manifest was not written')
      return sendPage(request, reply, manifest)
    })

    // The picture a shared link shows (og:image), with the published name: a renamed company
    // shows its new name on the next share.
    app.get('/og-image.png', async (request, reply) => {
      const image = await pages.get('og-image.png', async () =>
        binaryFile(
          await shareImage((await input()).settings.settings, bundle.shareImageFont),
          'image/png',
        ),
      )
      if (!image) throw new Error('the share image was not drawn')
      return sendPage(request, reply, image)
    })

    const robots = textFile(robotsTxt(base), 'text/plain; charset=utf-8')
    app.get('/robots.txt', (request, reply) => sendPage(request, reply, robots))

    const portalShell = htmlPage(bundle.portalShell, 200, {
      captchaProvider,
      scriptHashes: bundle.inlineScriptHashes(bundle.portalShell),
      portal: true,
    })
    app.get(portalPath, (request, reply) => sendPage(request, reply, portalShell))
    app.get(`${portalPath}/*`, (request, reply) => sendPage(request, reply, portalShell))
  },
  { name: 'public-pages', dependencies: ['database'] },
)

/** The page as it is, without its scripts (a preview is read, not used), under a banner. */
function previewOf(html: string): string {
  // React escapes every text it writes, and the JSON in a script escapes `<`: no text inside a
  // page can end a script element early.
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(
      /<body([^>]*)>/,
      '<body$1><p role="status" style="position:sticky;top:0;z-index:100;margin:0;padding:.5rem 1rem;background:#fde68a;color:#1c1917;font:600 14px/1.4 system-ui,sans-serif;text-align:center">Preview of unpublished website settings: only you can see it. Links lead to the published site.</p>',
    )
}

function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${portalPath}`,
    'Disallow: /api/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
}

type Db = Parameters<typeof listPublishedPortfolio>[0]

/** The public pages, and each published project with its public photos. */
async function sitemapPages(db: Db): Promise<SitemapPage[]> {
  const projects = await listPublishedPortfolio(db)
  const projectPages: SitemapPage[] = []
  for (const summary of projects) {
    const images = await publicImages(db, summary.slug)
    if (images) projectPages.push({ path: `/projects/${summary.slug}`, images })
  }
  return [...publicPagePaths.map((path) => ({ path })), ...projectPages]
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
