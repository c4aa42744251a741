import { type SiteSettingsVersion, siteSettingsVersionList } from '@site/contract/site-settings-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

/** `GET /api/admin/site-settings/versions`: every published version, newest first. */
export async function getSiteSettingsVersions(
  signal?: AbortSignal,
): Promise<SiteSettingsVersion[]> {
  const { items } = await apiRequest(apiPath('/api/admin/site-settings/versions'), {
    signal,
    schema: siteSettingsVersionList,
  })
  return items
}

export const siteSettingsVersionsQueryKey = ['admin', 'site-settings-versions'] as const

export function siteSettingsVersionsQueryOptions() {
  return queryOptions({
    queryKey: siteSettingsVersionsQueryKey,
    queryFn: ({ signal }) => getSiteSettingsVersions(signal),
  })
}

export function useSiteSettingsVersions() {
  return useQuery(siteSettingsVersionsQueryOptions())
}
