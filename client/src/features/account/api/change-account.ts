import {
  type EmailChange,
  type NameChange,
  ownAccount,
  type PasswordChange,
  sessionsEnded,
} from '@site/contract/account'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { ownAccountQueryKey } from './get-own-account'
import { ownSessionsQueryKey } from './own-sessions'

/** `PATCH /api/admin/account/name`. */
export function useChangeName() {
  return useMutation({
    mutationFn: (change: NameChange) =>
      apiRequest(apiPath('/api/admin/account/name'), {
        method: 'PATCH',
        json: change,
        schema: ownAccount,
      }),
    onSuccess: (account, _change, _context, { client }) => {
      client.setQueryData(ownAccountQueryKey, account)
    },
  })
}

/** `POST /api/admin/account/password`: the person's other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) =>
      apiRequest(apiPath('/api/admin/account/password'), {
        method: 'POST',
        json: change,
        schema: sessionsEnded,
      }),
    onSuccess: (_answer, _change, _context, { client }) =>
      client.invalidateQueries({ queryKey: ownSessionsQueryKey }),
  })
}

/** `POST /api/admin/account/email`: a confirmation link goes to the new address. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (change: EmailChange) =>
      apiRequest(apiPath('/api/admin/account/email'), {
        method: 'POST',
        json: change,
        schema: ownAccount,
      }),
    onSuccess: (account, _change, _context, { client }) => {
      client.setQueryData(ownAccountQueryKey, account)
    },
  })
}
