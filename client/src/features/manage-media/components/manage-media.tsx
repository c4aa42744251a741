import { imageCategories } from '@site/contract/categories'
import { QueryStates, SectionShell } from '../../../components/portal/section-shell'
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
  const items = useAdminProjects()
  const update = useUpdateProject(onChanged)
  const remove = useDeleteProject(onChanged)
  const retry = useRetryProject(onChanged)
  const attachCaptions = useAttachCaptions(onChanged)
  const removeCaptions = useRemoveCaptions(onChanged)
  useProcessingEnded(items.data, onChanged)

  return (
    <SectionShell
      title="Manage media"
      refresh={{ fetching: items.isFetching, onRefresh: () => void items.refetch() }}
    >
      <QueryStates query={items} loading="Loading media..." failed={adminMessages.mediaFailed}>
        {(list) => (
          <MediaManageList
            items={list}
            categories={imageCategories}
            onSave={(id, changes) => update.mutateAsync({ id, changes })}
            onDelete={remove.mutateAsync}
            onRetry={retry.mutateAsync}
            onAttachCaptions={attachCaptions.mutateAsync}
            onRemoveCaptions={removeCaptions.mutateAsync}
          />
        )}
      </QueryStates>
    </SectionShell>
  )
}
