import type { MediaLibraryPage } from '@site/contract/media-library'
import { ChevronLeft, ChevronRight } from 'lucide'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { itemCount } from '../bulk-outcomes'
import type { MediaLibrarySearch } from '../media-library-search'

interface MediaLibraryPagerProps {
  page: MediaLibraryPage
  search: MediaLibrarySearch
  onSearchChange: (next: MediaLibrarySearch) => void
}

const disabled = 'disabled:cursor-not-allowed disabled:opacity-40'

/** Which page of how many, and the way to the ones before and after (the page is in the address). */
export function MediaLibraryPager({ page, search, onSearchChange }: MediaLibraryPagerProps) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize))
  const go = (to: number) => onSearchChange({ ...search, page: to > 1 ? to : undefined })

  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted">
        Page {page.page} of {pages} · {itemCount(page.total)}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          disabled={page.page <= 1}
          onClick={() => go(Math.min(page.page - 1, pages))}
          className={`${buttonClass('outline', 'touch')} ${disabled}`}
        >
          <Icon drawing={ChevronLeft} aria-hidden="true" className="size-4" />
          Previous
        </button>
        <button
          type="button"
          disabled={page.page >= pages}
          onClick={() => go(page.page + 1)}
          className={`${buttonClass('outline', 'touch')} ${disabled}`}
        >
          Next
          <Icon drawing={ChevronRight} aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  )
}
