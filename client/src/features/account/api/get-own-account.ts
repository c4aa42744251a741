import { type OwnAccount, ownAccount } from '@site/contract/account'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

export const ownAccountQueryKey = ['admin', 'account'] as const

/** `GET /api/admin/account`: the signed-in person's own account. */
export function getOwnAccount(signal?: AbortSignal): Promise<OwnAccount> {
  return apiRequest(apiPath('/api/admin/account'), { signal, schema: ownAccount })
}

export function ownAccountQueryOptions() {
  return queryOptions({
    queryKey: ownAccountQueryKey,
    queryFn: ({ signal }) => getOwnAccount(signal),
  })
}

export function useOwnAccount() {
  return useQuery(ownAccountQueryOptions())
}
