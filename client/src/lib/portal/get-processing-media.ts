import { mediaLibraryPage } from '@site/contract/media-library'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../api-client'
import { apiRequest } from '../api-request'

/**
 * The items still processing, newest first (`GET /api/admin/media?status=processing`): after an
 * upload the portal asks every few seconds, and a short page costs a phone far less than the
 * whole list (decision 076).
 */
export function getProcessingMedia(signal?: AbortSignal) {
  return apiRequest(apiPath('/api/admin/media', { status: 'processing' }), {
    signal,
    schema: mediaLibraryPage,
  })
}

export const processingMediaQueryKey = ['admin', 'media', 'processing'] as const

export function processingMediaQueryOptions() {
  return queryOptions({
    queryKey: processingMediaQueryKey,
    queryFn: ({ signal }) => getProcessingMedia(signal),
  })
}

/** Asks while `enabled`, again every few seconds while anything is processing. */
export function useProcessingMedia(enabled: boolean) {
  return useQuery({
    ...processingMediaQueryOptions(),
    enabled,
    refetchInterval: (query) => ((query.state.data?.total ?? 0) > 0 ? 5_000 : false),
  })
}
