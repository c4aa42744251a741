import { imageCategories } from '@site/contract/categories'
import { LoaderCircle, RefreshCw } from 'lucide-react'
import { useId } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { useAdminProjects } from '../../../lib/portal/get-admin-projects'
import { adminMessages } from '../../../lib/portal/messages'
import { useDeleteProject } from '../api/delete-project'
import { useRetryProject } from '../api/retry-project'
import { useUpdateProject } from '../api/update-project'
import { useAttachCaptions, useRemoveCaptions } from '../api/video-captions'
import { useProcessingEnded } from '../hooks/use-processing-ended'
import { MediaManageList } from './media-manage-list'

interface ManageMediaProps {
  /** Called after an item changed, so the page can refresh the public project lists. */
  onChanged?: () => void
}

/** The portal's "Manage media" section: every item whatever its status, to edit or delete. */
export function ManageMedia({ onChanged }: ManageMediaProps) {
  const headingId = useId()
  const items = useAdminProjects()
  const update = useUpdateProject(onChanged)
  const remove = useDeleteProject(onChanged)
  const retry = useRetryProject(onChanged)
  const attachCaptions = useAttachCaptions(onChanged)
  const removeCaptions = useRemoveCaptions(onChanged)
  useProcessingEnded(items.data, onChanged)

  return (
    <section aria-labelledby={headingId} className="border-b border-line bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-950">
            Manage media
          </h2>
          <button
            type="button"
            onClick={() => void items.refetch()}
            disabled={items.isFetching}
            className={`${buttonClass('outline', 'sm')} disabled:cursor-wait disabled:opacity-60`}
          >
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${items.isFetching ? 'animate-spin' : ''}`}
            />
            Refresh
          </button>
        </div>
        <div className="mt-6" aria-busy={items.isPending}>
          {items.isSuccess ? (
            <MediaManageList
              items={items.data}
              categories={imageCategories}
              onSave={(id, changes) => update.mutateAsync({ id, changes })}
              onDelete={remove.mutateAsync}
              onRetry={retry.mutateAsync}
              onAttachCaptions={attachCaptions.mutateAsync}
              onRemoveCaptions={removeCaptions.mutateAsync}
            />
          ) : items.isError ? (
            <p role="alert" className="text-red-800">
              {adminMessages.mediaFailed} {items.error.message}
            </p>
          ) : (
            <p className="flex items-center gap-3 text-ink-muted">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
              Loading media...
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
