import type { PortfolioSummary } from '@site/contract/portfolio'
import { formatYearMonth } from '@site/contract/year-month'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, MapPin } from 'lucide'
import { Icon } from '../../../components/ui/icon'
import { categoryIcon } from '../../gallery/category-icons'
import { CardCover } from '../../gallery/components/card-media'
import { CategoryBadge } from '../../gallery/components/category-badge'
import { type GridImageLoading, lazyImageLoading } from '../../gallery/media-sources'

/**
 * One published project in a list: the title links to its page, the whole card is the link. Its
 * cover is fetched lazily unless `imageLoading` says otherwise (the first cards of a page).
 */
export function PortfolioCard({
  project,
  imageLoading = lazyImageLoading,
}: {
  project: PortfolioSummary
  imageLoading?: GridImageLoading
}) {
  const drawing = categoryIcon(project.category)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--focus-ring)">
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
        {project.cover ? (
          <CardCover cover={project.cover} fetching={imageLoading} />
        ) : (
          <span className="flex size-full items-center justify-center text-brand-800">
            <Icon drawing={drawing} aria-hidden="true" className="size-10" />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <CategoryBadge category={project.category} />
        </div>
        <h3 className="font-semibold text-brand-950">
          <Link
            to="/projects/$slug"
            params={{ slug: project.slug }}
            className="line-clamp-2 break-words after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {project.title}
          </Link>
        </h3>
        {project.summary ? (
          <p className="line-clamp-2 text-sm break-words text-ink-muted">{project.summary}</p>
        ) : null}
        <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-ink-muted">
          {project.area ? (
            <span className="inline-flex items-center gap-1">
              <Icon drawing={MapPin} aria-hidden="true" className="size-4" />
              {project.area}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Icon drawing={CalendarCheck} aria-hidden="true" className="size-4" />
            <time dateTime={project.completedOn}>{formatYearMonth(project.completedOn)}</time>
          </span>
        </p>
      </div>
    </article>
  )
}
