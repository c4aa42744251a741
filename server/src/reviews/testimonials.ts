import { type Testimonial, type TestimonialPlace, testimonialLimits } from '@site/contract/reviews'
import type { SiteSettings } from '@site/contract/site-settings'
import { type Database, portfolioProjects, quoteRequests, reviews } from '@site/db'
import { and, desc, eq } from 'drizzle-orm'

/** What may ever show: staff approved it and the customer allowed it. */
const shown = and(eq(reviews.status, 'approved'), eq(reviews.mayShow, true))

/** Whether the settings show testimonials on a place at all. */
export function showsTestimonials(place: TestimonialPlace, settings: SiteSettings): boolean {
  const where = settings.reviews
  return place === 'home' ? where.onHome : place === 'about' ? where.onAbout : where.onProjects
}

/**
 * The testimonials a page shows, newest first: approved reviews their customer allowed to show,
 * with the name as the customer gave it, the stars and the text: never a customer's e-mail or
 * phone, which are not even read. On a project's page only the reviews of the requests linked to
 * that (published) project. None when the settings do not show them there.
 */
export async function testimonialsFor(
  db: Database,
  settings: SiteSettings,
  place: TestimonialPlace,
  projectSlug?: string,
): Promise<Testimonial[]> {
  if (!showsTestimonials(place, settings)) return []
  if (place === 'project' && projectSlug === undefined) return []
  const columns = { name: reviews.name, stars: reviews.stars, text: reviews.text }
  const newestFirst = [desc(reviews.createdAt), desc(reviews.id)]
  const limit = testimonialLimits[place]
  if (place !== 'project') {
    return db
      .select(columns)
      .from(reviews)
      .where(shown)
      .orderBy(...newestFirst)
      .limit(limit)
  }
  return db
    .select(columns)
    .from(reviews)
    .innerJoin(quoteRequests, eq(quoteRequests.id, reviews.inquiryId))
    .innerJoin(portfolioProjects, eq(portfolioProjects.id, quoteRequests.portfolioProjectId))
    .where(
      and(
        shown,
        eq(portfolioProjects.slug, projectSlug ?? ''),
        eq(portfolioProjects.published, true),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit)
}
