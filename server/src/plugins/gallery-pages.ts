import type { CaptchaProvider } from '@site/contract/captcha'
import { findCategory } from '@site/contract/categories'
import fp from 'fastify-plugin'
import type { ClientPage } from '../client-pages.js'
import { type PublicCatalogue, readCatalogueVersion } from '../media/catalogue/public-catalogue.js'
import { pageAnswer } from '../portfolio-pages/page-answer.js'
import type { RenderedPage, SsrBundle } from '../portfolio-pages/ssr-bundle.js'
import { VersionedCache } from '../portfolio-pages/versioned-cache.js'
import { freshRead } from '../shared/fresh-read.js'
import { sendPage } from './client-files.js'

export interface GalleryPagesOptions {
  bundle: SsrBundle
  /** The one the public API answers from (routes/projects.ts), so a page and a list agree. */
  catalogue: PublicCatalogue
  publicUrl: string
  captchaProvider: CaptchaProvider
}

/** The path this plugin answers, which the prerendered files then leave to it (client-files). */
export const galleryPath = '/gallery'

// Categories whose pages are kept at once, as many as the catalogue keeps views of.
const keptCategories = 32

/**
 * `/gallery`: a category's page (`?category=…`) rendered here on request with its first page of
 * items, so a shared link shows that category's photos in the HTML itself (decision 036), kept
 * per catalogue version like the portfolio pages. Without a category (or with one the browser
 * would not take) it is the category list, the same page the build prerenders: nginx serves that
 * one from disk and sends only `?category=` here. Only a category there is becomes a page: another
 * spelling of one is sent to its own (301), any other text gets the 404 page (issue 32).
 */
export default fp(
  async (app, { bundle, catalogue, publicUrl, captchaProvider }: GalleryPagesOptions) => {
    const readVersion = () => readCatalogueVersion(app.pool)
    const categoryPages = new VersionedCache<ClientPage>(
      freshRead(readVersion, 4),
      readVersion,
      keptCategories,
    )
    const answer = (page: RenderedPage) => pageAnswer(page, bundle, publicUrl, captchaProvider)
    // Rendered on first use and kept; a render that failed is tried again next time.
    const renderedOnce = (render: () => Promise<RenderedPage>) => {
      let page: Promise<ClientPage> | undefined
      return () => {
        page ??= render().then(answer)
        page.catch(() => {
          page = undefined
        })
        return page
      }
    }
    const listPage = renderedOnce(() => bundle.renderGallery())
    const notFoundPage = renderedOnce(() => bundle.renderNotFound())

    app.get(galleryPath, async (request, reply) => {
      const queryAt = request.url.indexOf('?')
      const asked = queryAt < 0 ? undefined : bundle.galleryCategoryOf(request.url.slice(queryAt))
      if (asked === undefined) return sendPage(reply, await listPage())
      const category = findCategory(asked)
      if (category === undefined) return sendPage(reply, await notFoundPage(), 404)
      if (category !== asked) {
        const search = new URLSearchParams(request.url.slice(queryAt))
        search.set('category', category)
        return reply.redirect(`${galleryPath}?${search}`, 301)
      }
      try {
        const page = await categoryPages.get(category, async () => {
          const { items } = await catalogue.view(category)
          return answer(await bundle.renderGalleryCategory(category, items))
        })
        return sendPage(reply, page)
      } catch (error) {
        // As the lists fail soft, so does the page: the visitor gets the gallery (the category
        // list, which shows the category once the page runs) rather than an error.
        request.log.error({ err: error }, 'a gallery category page failed; the list was sent')
        return sendPage(reply, await listPage())
      }
    })
  },
  { name: 'gallery-pages', dependencies: ['database'] },
)
