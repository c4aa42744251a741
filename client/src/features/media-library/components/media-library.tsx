import { refreshOf, SectionShell } from '../../../components/portal/section-shell'
import { useBulkMediaAction } from '../api/bulk-media-action'
import { useDeleteMediaItem } from '../api/delete-media-item'
import { useMediaLibrary } from '../api/get-media-library'
import { usePortfolioChoices } from '../api/get-portfolio-choices'
import { useRetryMediaItem } from '../api/retry-media-item'
import { useUpdateMediaItem } from '../api/update-media-item'
import { useAttachCaptions, useRemoveCaptions } from '../api/video-captions'
import { useProcessingEnded } from '../hooks/use-processing-ended'
import type { MediaLibrarySearch } from '../media-library-search'
import { MediaLibraryView } from './media-library-view'

interface MediaLibraryProps {
  /** The filters and page as the address holds them (`mediaLibrarySearch` in ../media-library-search). */
  search: MediaLibrarySearch
  /** Puts the next filters or page into the address. */
  onSearchChange: (next: MediaLibrarySearch) => void
  /** Called after any change, and when an item has finished processing, so the caller can refresh the public lists. */
  onChanged?: () => void
}

/**
 * The portal's media library (issue 34): every item a page at a time, filtered and searched,
 * one action on many of them (decision 055), and each item's own: its processing state and
 * Retry, its texts, Delete and a video's captions. A page with an item still processing is
 * fetched again as items finish.
 */
export function MediaLibrary({ search, onSearchChange, onChanged }: MediaLibraryProps) {
  const library = useMediaLibrary(search)
  const projects = usePortfolioChoices()
  const bulk = useBulkMediaAction(onChanged)
  const update = useUpdateMediaItem(onChanged)
  const remove = useDeleteMediaItem(onChanged)
  const retry = useRetryMediaItem(onChanged)
  const attachCaptions = useAttachCaptions(onChanged)
  const removeCaptions = useRemoveCaptions(onChanged)
  useProcessingEnded(library.data?.items, onChanged)

  return (
    <SectionShell title="Media library" refresh={refreshOf(library)}>
      <MediaLibraryView
        search={search}
        onSearchChange={onSearchChange}
        page={library.data}
        error={library.isError ? library.error.message : undefined}
        projects={projects.data ?? []}
        onBulk={bulk.mutateAsync}
        onSave={(id, changes) => update.mutateAsync({ id, changes })}
        onDelete={remove.mutateAsync}
        onRetry={retry.mutateAsync}
        onAttachCaptions={attachCaptions.mutateAsync}
        onRemoveCaptions={removeCaptions.mutateAsync}
      />
    </SectionShell>
  )
}
