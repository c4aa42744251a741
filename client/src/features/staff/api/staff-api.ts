import { done } from '@site/contract/api-error'
import {
  type StaffChange,
  type StaffInvite,
  staffList,
  staffMade,
  staffMember,
} from '@site/contract/staff'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

// One file for the Staff section's endpoints: each mutation is a line and refreshes the list.

export const staffQueryKey = ['admin', 'staff'] as const

/** `GET /api/admin/staff` (owner): everyone with an account. */
export function staffQueryOptions() {
  return queryOptions({
    queryKey: staffQueryKey,
    queryFn: ({ signal }) => apiRequest(apiPath('/api/admin/staff'), { signal, schema: staffList }),
  })
}

export function useStaff() {
  return useQuery(staffQueryOptions())
}

const personPath = (id: string) => apiPath(`/api/admin/staff/${encodeURIComponent(id)}`)

function useStaffMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  return useMutation({
    mutationFn,
    onSuccess: (_response, _input, _context, { client }) =>
      client.invalidateQueries({ queryKey: staffQueryKey }),
  })
}

/** `POST /api/admin/staff`: adds the person and mails their invite. */
export const useInviteStaff = () =>
  useStaffMutation((invite: StaffInvite) =>
    apiRequest(apiPath('/api/admin/staff'), { method: 'POST', json: invite, schema: staffMade }),
  )

/** `POST /api/admin/staff/:id/invite`: a new link (the old one stops working). */
export const useResendInvite = () =>
  useStaffMutation((id: string) =>
    apiRequest(`${personPath(id)}/invite`, { method: 'POST', schema: done }),
  )

/** `DELETE /api/admin/staff/:id/invite`: the invited account and its link go. */
export const useWithdrawInvite = () =>
  useStaffMutation((id: string) =>
    apiRequest(`${personPath(id)}/invite`, { method: 'DELETE', schema: done }),
  )

/** `PATCH /api/admin/staff/:id`: another role, or locked / unlocked. */
export const useChangeStaff = () =>
  useStaffMutation(({ id, change }: { id: string; change: StaffChange }) =>
    apiRequest(personPath(id), { method: 'PATCH', json: change, schema: staffMember }),
  )

/** `DELETE /api/admin/staff/:id`: the account and its sessions go. */
export const useRemoveStaff = () =>
  useStaffMutation((id: string) => apiRequest(personPath(id), { method: 'DELETE', schema: done }))
