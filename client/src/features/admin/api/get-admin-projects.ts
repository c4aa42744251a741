import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { adminRequest, isSessionEnded } from './api-error'
import { sessionQueryKey } from './get-session'

export type MediaStatus = 'processing' | 'ready' | 'failed'

/** One uploaded photo or video as "Manage media" shows it, whatever its processing status. */
export interface AdminProject {
  id: string
  title: string
  description: string
  category: string
  fileType: 'image' | 'video'
  /** Same-origin URL of the full media. */
  image: string
  /** A small image for the list, once processing has made one. */
  thumbnail?: string
  /** A video's still frame. */
  poster?: string
  status: MediaStatus
  /** Why processing failed, in words for staff. */
  failureReason: string | null
  createdAt: string
}

const statuses: readonly string[] = ['processing', 'ready', 'failed'] satisfies MediaStatus[]

/** The server's JSON to an `AdminProject`; the only place that knows the API's field names. */
export function adminProjectFrom(raw: unknown): AdminProject {
  const row = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const url = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
  const status = text(row.status)
  return {
    id: text(row.id),
    title: text(row.title),
    description: text(row.description),
    category: text(row.category),
    fileType: row.fileType === 'video' ? 'video' : 'image',
    image: text(row.image),
    thumbnail: url(row.thumbnail),
    poster: url(row.poster),
    status: statuses.includes(status) ? (status as MediaStatus) : 'processing',
    failureReason: url(row.failureReason) ?? null,
    createdAt: text(row.createdAt),
  }
}

/** Every item, newest first (`GET /api/admin/projects`, admin session). */
export async function getAdminProjects(signal?: AbortSignal): Promise<AdminProject[]> {
  const body = await adminRequest(apiPath('/api/admin/projects'), { signal })
  if (!Array.isArray(body)) throw new Error('Manage media: the answer is not a list of items')
  return body.map(adminProjectFrom)
}

export const adminProjectsQueryKey = ['admin', 'projects'] as const

export function adminProjectsQueryOptions() {
  return queryOptions({
    queryKey: adminProjectsQueryKey,
    queryFn: async ({ signal, client }) => {
      try {
        return await getAdminProjects(signal)
      } catch (error) {
        // The login form shows again once the session query learns the session is gone.
        if (isSessionEnded(error)) void client.invalidateQueries({ queryKey: sessionQueryKey })
        throw error
      }
    },
    retry: (failureCount, error) => !isSessionEnded(error) && failureCount < 3,
  })
}

/** While an item is processing, the list looks again every few seconds. */
export function useAdminProjects() {
  return useQuery({
    ...adminProjectsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'processing') ? 5_000 : false,
  })
}
