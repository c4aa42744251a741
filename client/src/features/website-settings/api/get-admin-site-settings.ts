import { type PublishedSiteSettings, publishedSiteSettings } from '@site/contract/site-settings-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

/** `GET /api/admin/site-settings` (admin session): the published settings and their version. */
export function getAdminSiteSettings(signal?: AbortSignal): Promise<PublishedSiteSettings> {
  return apiRequest(apiPath('/api/admin/site-settings'), { signal, schema: publishedSiteSettings })
}

export const adminSiteSettingsQueryKey = ['admin', 'site-settings'] as const

export function adminSiteSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminSiteSettingsQueryKey,
    queryFn: ({ signal }) => getAdminSiteSettings(signal),
  })
}

export function useAdminSiteSettings() {
  return useQuery(adminSiteSettingsQueryOptions())
}
