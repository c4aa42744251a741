import { siteLogoRules } from '@site/contract/site-logo'
import { siteLogoMade } from '@site/contract/site-settings-api'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

/**
 * `POST /api/admin/site-settings/logo`: the server keeps a copy fitted to the header and answers
 * its key. Nothing shows on the site until settings naming it are published.
 */
export function uploadSiteLogo(file: Blob) {
  return apiRequest(apiPath('/api/admin/site-settings/logo'), {
    method: 'POST',
    file: { content: file, contentType: siteLogoRules.contentType },
    schema: siteLogoMade,
  })
}

export function useUploadSiteLogo() {
  return useMutation({ mutationFn: uploadSiteLogo })
}
