import { portfolioLimits, slugFromTitle } from '@site/contract/portfolio'
import { type Database, portfolioProjects } from '@site/db'
import { and, eq, ne, or, sql } from 'drizzle-orm'
import { PortfolioError } from './portfolio-errors.js'

type Reader = Pick<Database, 'select'>

/** Refuses a slug staff chose that another project uses. */
export async function rejectTakenSlug(
  db: Reader,
  slug: string,
  projectId: string | null,
): Promise<void> {
  const [owner] = await db
    .select({ title: portfolioProjects.title })
    .from(portfolioProjects)
    .where(
      and(
        eq(portfolioProjects.slug, slug),
        projectId === null ? undefined : ne(portfolioProjects.id, projectId),
      ),
    )
  if (owner) throw slugTaken(slug, owner.title)
}

export function slugTaken(slug: string, title?: string): PortfolioError {
  const by = title === undefined ? 'another project' : `the project "${title}"`
  return new PortfolioError(
    409,
    `slug: the address /projects/${slug} is already used by ${by}; choose another`,
  )
}

/** The title's slug, numbered (`-2`, `-3`…) when projects already use it. */
export async function freeSlugFor(db: Reader, title: string): Promise<string> {
  const base = slugFromTitle(title)
  const rows = await db
    .select({ slug: portfolioProjects.slug })
    .from(portfolioProjects)
    .where(
      or(
        eq(portfolioProjects.slug, base),
        sql`${portfolioProjects.slug} like ${`${base.slice(0, portfolioLimits.slug - 6)}%`}`,
      ),
    )
  const used = new Set(rows.map((row) => row.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const slug = `${base.slice(0, portfolioLimits.slug - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!used.has(slug)) return slug
  }
}
