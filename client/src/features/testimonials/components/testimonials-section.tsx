import type { TestimonialPlace } from '@site/contract/reviews'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { cardListClass, cardWidthClass } from '../../../components/card-rows'
import { SectionHeading } from '../../../components/section-heading'
import { StarRating } from '../../../components/star-rating'
import { testimonialsQueryOptions } from '../api/get-testimonials'

interface TestimonialsSectionProps {
  on: TestimonialPlace
  /** The project's slug, on a project's page. */
  project?: string
  title?: string
}

/**
 * What customers said, as staff approved it: a plain list of quotes with the name the customer
 * gave and their stars. Nothing at all (no heading) when there are none. No review markup for
 * search engines (Google's self-serving review policy): this is for visitors.
 */
export function TestimonialsSection({
  on,
  project,
  title = 'What our customers say',
}: TestimonialsSectionProps) {
  const headingId = useId()
  const { data: items = [] } = useQuery(testimonialsQueryOptions(on, project))
  if (items.length === 0) return null
  const width = cardWidthClass(items.length, 3)
  return (
    <section aria-labelledby={headingId} className="bg-surface-muted py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} title={title} />
        <ul className={`mt-12 ${cardListClass}`}>
          {items.map((item, index) => (
            // Reviews have no public id; the list is only ever replaced whole.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={width}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6">
                <StarRating stars={item.stars} />
                {item.text ? (
                  <blockquote className="mt-4 flex-1 text-ink">
                    <p className="whitespace-pre-line">{item.text}</p>
                  </blockquote>
                ) : null}
                <figcaption className="mt-4 font-semibold text-brand-950">{item.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
