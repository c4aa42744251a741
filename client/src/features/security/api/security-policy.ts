import { type SecurityPolicy, securityPolicy } from '@site/contract/two-step'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

export const securityPolicyQueryKey = ['admin', 'security', 'policy'] as const

/** `GET /api/admin/security/policy` (owner only). */
export function securityPolicyQueryOptions() {
  return queryOptions({
    queryKey: securityPolicyQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPath('/api/admin/security/policy'), { signal, schema: securityPolicy }),
  })
}

export function useSecurityPolicy() {
  return useQuery(securityPolicyQueryOptions())
}

/** `PUT /api/admin/security/policy`. */
export function useSetSecurityPolicy() {
  return useMutation({
    mutationFn: (policy: SecurityPolicy) =>
      apiRequest(apiPath('/api/admin/security/policy'), {
        method: 'PUT',
        json: policy,
        schema: securityPolicy,
      }),
    onSuccess: (policy, _input, _context, { client }) =>
      client.setQueryData(securityPolicyQueryKey, policy),
  })
}
