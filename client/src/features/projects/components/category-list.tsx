import { videosCategory } from '@site/contract/categories'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { SectionHeading } from '../../../components/section-heading'
import { useCategories } from '../api/get-categories'
import { categoryIcon } from '../category-icons'

/** The gallery's first view: one card per category, each a link to its projects. */
export function CategoryList() {
  const headingId = useId()
  const { data: categories } = useCategories()
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={headingId}
          title="Project Categories"
          lead="Files are categorised automatically, and all videos go in Videos."
        />
        <div className="mt-12">
          {!categories ? (
            <p role="status" className="text-center text-ink-muted">
              Loading categories...
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {categories.map((name) => (
                <li key={name}>
                  <CategoryCard name={name} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  )
}

function CategoryCard({ name }: { name: string }) {
  const Icon = categoryIcon(name)
  return (
    <Link
      to="/gallery"
      search={{ category: name }}
      className="group flex h-full flex-col items-start gap-4 rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
    >
      <span className="grid size-12 place-items-center rounded-xl bg-brand-900 text-accent-400">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="text-lg font-semibold text-brand-950">{name}</span>
      {name === videosCategory ? (
        <span className="text-sm text-ink-muted">All video content</span>
      ) : null}
      <span className="mt-auto inline-flex items-center gap-1 font-semibold text-brand-800 group-hover:underline">
        View Projects
        <ArrowRight aria-hidden="true" className="size-4" />
      </span>
    </Link>
  )
}
