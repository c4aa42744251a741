import type { SiteSettings } from '@site/contract/site-settings'
import {
  type PublishedSiteSettings,
  siteSettingsVersionMade,
} from '@site/contract/site-settings-api'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { siteSettingsQueryKey } from '../../../lib/site-settings'
import { adminSiteSettingsQueryKey } from './get-admin-site-settings'
import { siteSettingsVersionsQueryKey } from './get-site-settings-versions'

export interface SiteSettingsPublish {
  /** The version the settings were opened at: the server refuses (409) when it is not the newest. */
  baseVersion: number
  settings: SiteSettings
}

/** `PUT /api/admin/site-settings`: the new version. */
export function publishSiteSettings(body: SiteSettingsPublish) {
  return apiRequest(apiPath('/api/admin/site-settings'), {
    method: 'PUT',
    json: body,
    schema: siteSettingsVersionMade,
  })
}

/**
 * Publishes, then holds what was published as the newest version, lists the versions again and
 * has the portal's own header and footer read the settings again.
 */
export function usePublishSiteSettings() {
  return useMutation({
    mutationFn: publishSiteSettings,
    onSuccess: ({ version }, { settings }, _context, { client }) => {
      client.setQueryData<PublishedSiteSettings>(adminSiteSettingsQueryKey, { version, settings })
      void client.invalidateQueries({ queryKey: siteSettingsVersionsQueryKey })
      void client.invalidateQueries({ queryKey: siteSettingsQueryKey })
    },
  })
}
