import { siteSettingsVersionMade } from '@site/contract/site-settings-api'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { siteSettingsQueryKey } from '../../../lib/site-settings'
import { adminSiteSettingsQueryKey } from './get-admin-site-settings'
import { siteSettingsVersionsQueryKey } from './get-site-settings-versions'

export const restoreVersionPath = (version: number) =>
  apiPath(`/api/admin/site-settings/versions/${version}/restore`)

/** `POST /api/admin/site-settings/versions/:version/restore`: publishes it again as a new version. */
export function restoreSiteSettingsVersion(version: number) {
  return apiRequest(restoreVersionPath(version), {
    method: 'POST',
    schema: siteSettingsVersionMade,
  })
}

export function useRestoreSiteSettingsVersion() {
  return useMutation({
    mutationFn: restoreSiteSettingsVersion,
    onSuccess: (_made, _version, _context, { client }) =>
      Promise.all(
        [adminSiteSettingsQueryKey, siteSettingsVersionsQueryKey, siteSettingsQueryKey].map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
