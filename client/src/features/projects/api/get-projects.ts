import type { Project } from '@site/contract/projects'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath, fetchList } from '../../../lib/api-client'

export function getProjects(category?: string, signal?: AbortSignal): Promise<Project[]> {
  return fetchList<Project>(apiPath('/api/projects', { category }), 'projects', signal)
}

/** Key prefix shared by every projects query, for invalidation after an upload. */
export const projectsQueryKey = ['projects'] as const

export function projectsQueryOptions(category?: string) {
  return queryOptions({
    queryKey: category ? [...projectsQueryKey, { category }] : projectsQueryKey,
    queryFn: ({ signal }) => getProjects(category, signal),
  })
}

interface UseProjectsOptions {
  category?: string
  /** Milliseconds between background refreshes, or false for none. */
  refetchInterval?: number | false
}

export function useProjects({ category, refetchInterval = false }: UseProjectsOptions = {}) {
  return useQuery({ ...projectsQueryOptions(category), refetchInterval })
}
