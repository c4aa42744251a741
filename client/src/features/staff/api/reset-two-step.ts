import { done } from '@site/contract/api-error'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { staffQueryKey } from './staff-api'

/**
 * `DELETE /api/admin/security/two-step/:id` (owner): the person's passkeys, authenticator and
 * recovery codes go, and they are signed out (decision 063: a lost phone without recovery codes).
 */
export function useResetTwoStep() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(apiPath(`/api/admin/security/two-step/${encodeURIComponent(id)}`), {
        method: 'DELETE',
        schema: done,
      }),
    onSuccess: (_response, _id, _context, { client }) =>
      client.invalidateQueries({ queryKey: staffQueryKey }),
  })
}
