import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { mediaItemsQueryKey } from '../features/gallery/api/get-media-items'

/**
 * Refreshes the public media item lists after media changed. The portal's features do not know the
 * gallery feature: the routes tie them together.
 */
export function useRefreshMediaItems(): () => void {
  const queryClient = useQueryClient()
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: mediaItemsQueryKey }),
    [queryClient],
  )
}
