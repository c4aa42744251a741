import { createFileRoute } from '@tanstack/react-router'
import { MediaLibrary } from '../features/media-library/components/media-library'
import { mediaLibrarySearch } from '../features/media-library/media-library-search'
import { useRefreshMediaItems } from './-refresh-media-items'
import { sectionHead } from './-section-head'

/** The media section: the library, its filters and page in the address. */
export const Route = createFileRoute('/admin-portal/media')({
  head: ({ match }) => sectionHead('Media', match.context.queryClient),
  validateSearch: mediaLibrarySearch,
  component: MediaPage,
})

function MediaPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const refreshProjects = useRefreshMediaItems()
  return (
    <MediaLibrary
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      onChanged={refreshProjects}
    />
  )
}
