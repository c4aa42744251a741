import type { MediaItem } from './media-items.js'
import type { PortfolioProject, PortfolioSummary } from './portfolio.js'
import type { ReviewPageState, Testimonial, TestimonialPlace } from './reviews.js'
import type { PublishedSiteSettings } from './site-settings-api.js'

/** What the API renders a page from, all read before it renders (client/src/entry-server.tsx). */
export interface PageInput {
  /** The site's public address (PUBLIC_URL), for canonical links and structured data. */
  publicUrl: string
  /** The published site settings (or a staff member's unsaved ones, for a preview). */
  settings: PublishedSiteSettings
  /** What the page shows from the portfolio or the catalogue. */
  content?:
    | { list: PortfolioSummary[] }
    | { project: PortfolioProject }
    | { category: string; items: MediaItem[] }
    | { review: ReviewPageState; token: string }
  /** The approved testimonials the page shows (home, About, a project's page); none: none. */
  testimonials?: { on: TestimonialPlace; project?: string; items: Testimonial[] }
}
