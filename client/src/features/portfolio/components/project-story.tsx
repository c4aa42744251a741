import type { PortfolioProject } from '@site/contract/portfolio'
import { serviceNameOf } from '@site/contract/service-names'
import { formatYearMonth } from '@site/contract/year-month'
import { CalendarCheck, MapPin } from 'lucide'
import { Icon } from '../../../components/ui/icon'
import { useSiteSettings } from '../../../lib/site-settings'
import { CategoryBadge } from '../../gallery/components/category-badge'

/** Where and when, what was done, and the project told in its own words. */
export function ProjectStory({ project }: { project: PortfolioProject }) {
  const { services } = useSiteSettings()
  return (
    <div>
      <dl className="flex flex-wrap gap-x-6 gap-y-3 text-ink">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Category</dt>
          <dd>
            <CategoryBadge category={project.category} />
          </dd>
        </div>
        {project.area ? (
          <div className="flex items-center gap-2">
            <dt>
              <Icon drawing={MapPin} aria-hidden="true" className="size-5 text-brand-700" />
              <span className="sr-only">Area</span>
            </dt>
            <dd>{project.area}</dd>
          </div>
        ) : null}
        <div className="flex items-center gap-2">
          <dt>
            <Icon drawing={CalendarCheck} aria-hidden="true" className="size-5 text-brand-700" />
            <span className="sr-only">Completed</span>
          </dt>
          <dd>
            <time dateTime={project.completedOn}>{formatYearMonth(project.completedOn)}</time>
          </dd>
        </div>
      </dl>
      {project.scope.length > 0 ? (
        <>
          <h2 className="mt-8 text-lg font-semibold text-brand-950">What we did</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {project.scope.map((service) => (
              <li
                key={service}
                className="rounded-full border border-line bg-white px-3 py-1 text-sm text-ink"
              >
                {serviceNameOf(services, service)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {project.description ? (
        <div className="mt-8 max-w-3xl space-y-4 text-lg leading-relaxed text-ink">
          {project.description.split(/\n{2,}/).map((paragraph, index) => (
            // Paragraphs of a text never reorder: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={index} className="whitespace-pre-line break-words">
              {paragraph}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  )
}
