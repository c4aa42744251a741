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

/** A change the server answers with the account as it now is, which the account card shows. */
function useAccountChange<Change>(method: 'PATCH' | 'POST', path: string) {
  return useMutation({
    mutationFn: (change: Change) =>
      apiRequest(apiPath(path), { method, json: change, schema: ownAccount }),
    onSuccess: (account, _change, _context, { client }) => {
      client.setQueryData(ownAccountQueryKey, account)
    },
  })
}

/** `PATCH /api/admin/account/name`. */
export function useChangeName() {
  return useAccountChange<NameChange>('PATCH', '/api/admin/account/name')
}

/** `POST /api/admin/account/email`: a confirmation link goes to the new address. */
export function useChangeEmail() {
  return useAccountChange<EmailChange>('POST', '/api/admin/account/email')
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
    onSuccess: (_response, _change, _context, { client }) =>
      client.invalidateQueries({ queryKey: ownSessionsQueryKey }),
  })
}
