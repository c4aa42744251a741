import { defaultCategories, videosCategory } from '@site/contract/categories'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide'
import { PageSection } from '../../../components/page-section'
import { Icon } from '../../../components/ui/icon'
import { type GalleryCategory, useCategories } from '../api/get-categories'
import { categoryIcon } from '../category-icons'
import { CardCover } from './card-media'
import { MediaGrid } from './media-grid'
import { MediaGridSkeleton } from './media-grid-skeleton'

/** The gallery's first view: one card per category, each a link to its media items. */
export function CategoryList() {
  const { data: categories } = useCategories()
  return (
    <PageSection
      title="Project Categories"
      lead="Files are categorised automatically, and all videos go in Videos."
    >
      <div className="mt-12">
        {!categories ? (
          <CategoryListSkeleton />
        ) : (
          <MediaGrid>
            {categories.map((category) => (
              <li key={category.name}>
                <CategoryCard category={category} />
              </li>
            ))}
          </MediaGrid>
        )}
      </div>
    </PageSection>
  )
}

/**
 * The cards' places, kept while the categories load (the page the server sends shows this), so the
 * page does not jump when they arrive (Lighthouse measured a layout shift of 0.1 without it).
 */
function CategoryListSkeleton() {
  return (
    <MediaGridSkeleton
      count={defaultCategories.length}
      label="Loading categories..."
      lines={['h-7 w-3/4 rounded', 'h-5 w-24 rounded', 'h-6 w-28 rounded']}
      padding="p-6"
    />
  )
}

/**
 * A category's card: its newest photo and how many items it holds; an empty one says so and is
 * drawn flat and dashed, so a visitor sees at a glance where the work is.
 */
function CategoryCard({ category }: { category: GalleryCategory }) {
  const { name, count, cover } = category
  const drawing = categoryIcon(name)
  const empty = count === 0
  return (
    <Link
      to="/gallery"
      search={{ category: name }}
      className={`group flex h-full flex-col overflow-hidden rounded-2xl border transition-shadow ${
        empty
          ? 'border-dashed border-brand-200 bg-surface-muted'
          : 'border-line bg-white shadow-sm hover:shadow-md'
      }`}
    >
      {count === null ? null : (
        // On a phone an empty category's card stays short: eight empty panels one under the
        // other would be a long scroll of nothing.
        <span
          className={`aspect-[4/3] overflow-hidden bg-surface-muted ${empty ? 'hidden sm:block' : 'block'}`}
        >
          {cover ? (
            <CardCover cover={cover} />
          ) : (
            <span className="grid size-full place-items-center text-ink-muted">
              <Icon drawing={drawing} aria-hidden="true" className="size-10 opacity-60" />
            </span>
          )}
        </span>
      )}
      <span className="flex flex-1 flex-col items-start gap-3 p-6">
        <span className="flex items-center gap-3">
          <span
            className={`grid size-10 shrink-0 place-items-center rounded-xl ${
              empty ? 'bg-white text-ink-muted' : 'bg-brand-900 text-accent-400'
            }`}
          >
            <Icon drawing={drawing} aria-hidden="true" className="size-5" />
          </span>
          <span className="text-lg font-semibold text-brand-950">{name}</span>
        </span>
        {name === videosCategory ? (
          <span className="text-sm text-ink-muted">All video content</span>
        ) : null}
        {count === null ? null : (
          <span className={`text-sm ${empty ? 'text-ink-muted italic' : 'font-medium text-ink'}`}>
            {countText(name, count)}
          </span>
        )}
        <span className="mt-auto inline-flex items-center gap-1 font-semibold text-brand-800 group-hover:underline">
          View Projects
          <Icon drawing={ArrowRight} aria-hidden="true" className="size-4" />
        </span>
      </span>
    </Link>
  )
}

function countText(name: string, count: number): string {
  if (count === 0) return 'No projects yet'
  const noun = name === videosCategory ? 'video' : 'project'
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}
