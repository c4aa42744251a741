import { emailChanged, passwordResetRequested } from '@site/contract/account'
import { done } from '@site/contract/api-error'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

/** `POST /api/auth/password-reset`: the same response whether the address has an account or not. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest(apiPath('/api/auth/password-reset'), {
        method: 'POST',
        json: { email },
        schema: passwordResetRequested,
      }),
  })
}

/** `POST /api/auth/password-reset/confirm`: the link's token and the new password. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest(apiPath('/api/auth/password-reset/confirm'), {
        method: 'POST',
        json: body,
        schema: done,
      }),
  })
}

/** `POST /api/auth/email-change/confirm`: the new address's confirmation link. */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest(apiPath('/api/auth/email-change/confirm'), {
        method: 'POST',
        json: { token },
        schema: emailChanged,
      }),
  })
}
