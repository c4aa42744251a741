import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { projectsQueryKey } from '../features/projects/api/get-projects'

/**
 * Refreshes the public project lists after media changed. The portal's features do not know the
 * projects feature: the routes tie them together.
 */
export function useRefreshProjects(): () => void {
  const queryClient = useQueryClient()
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
    [queryClient],
  )
}
