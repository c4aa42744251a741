import { SectionShell } from '../../../components/portal/section-shell'
import { useBulkMediaAction } from '../api/bulk-media-action'
import { useMediaLibrary } from '../api/get-media-library'
import { usePortfolioChoices } from '../api/get-portfolio-choices'
import { useUpdateMediaItem } from '../api/update-media-item'
import type { MediaLibrarySearch } from '../media-library-search'
import { MediaLibraryView } from './media-library-view'

interface MediaLibraryProps {
  /** The filters and page as the address holds them (`mediaLibrarySearch` in ../media-library-search). */
  search: MediaLibrarySearch
  /** Puts the next filters or page into the address. */
  onSearchChange: (next: MediaLibrarySearch) => void
  /** Called after any change, so the caller can refresh the public lists. */
  onChanged?: () => void
}

/**
 * The portal's media library (issue 34): every item a page at a time, filtered and searched,
 * and one action on many of them (decision 055).
 */
export function MediaLibrary({ search, onSearchChange, onChanged }: MediaLibraryProps) {
  const library = useMediaLibrary(search)
  const projects = usePortfolioChoices()
  const bulk = useBulkMediaAction(onChanged)
  const update = useUpdateMediaItem(onChanged)

  return (
    <SectionShell
      title="Media library"
      refresh={{ fetching: library.isFetching, onRefresh: () => void library.refetch() }}
    >
      <MediaLibraryView
        search={search}
        onSearchChange={onSearchChange}
        page={library.data}
        error={library.isError ? library.error.message : undefined}
        projects={projects.data ?? []}
        onBulk={bulk.mutateAsync}
        onSave={(id, changes) => update.mutateAsync({ id, changes })}
      />
    </SectionShell>
  )
}
