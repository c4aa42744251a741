import { type BulkAction, bulkOutcomes } from '@site/contract/media-library'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { adminMediaItemsQueryKey } from '../../../lib/portal/get-admin-media-items'
import { adminPortfolioQueryKey } from '../../../lib/portal/query-keys'
import { mediaLibraryKey } from './get-media-library'

/** The portfolio section's key: a project that gained items shows them there too. */

/** One action on many items (`POST /api/admin/media/bulk`): one outcome per item. */
export async function bulkMediaAction(action: BulkAction) {
  const response = await apiRequest(apiPath('/api/admin/media/bulk'), {
    method: 'POST',
    json: action,
    schema: bulkOutcomes,
  })
  return response.outcomes
}

/**
 * Whatever the outcome (some items may have changed before another failed), the library and
 * every list of the same items are fetched again; `onChanged` refreshes the public lists.
 */
export function useBulkMediaAction(onChanged?: () => void) {
  return useMutation({
    mutationFn: bulkMediaAction,
    onSettled: async (_outcomes, _error, _action, _saved, { client }) => {
      onChanged?.()
      await Promise.all(
        [mediaLibraryKey, adminMediaItemsQueryKey, adminPortfolioQueryKey].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      )
    },
  })
}
