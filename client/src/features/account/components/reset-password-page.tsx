import { ACCOUNT_PASSWORD_MAX } from '@site/contract/account'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { controlClass } from '../../../components/ui/field-styles'
import { FormField } from '../../../components/ui/form-field'
import { useConfirmPasswordReset } from '../api/mailed-links'
import { FormProblem } from './account-card'
import { BackToSignIn, MailedLinkFrame, useMailedToken } from './mailed-link-frame'
import { passwordRule } from './password-card'

/** The page a reset link opens: choose a new password; every session of the person ends. */
export function ResetPasswordPage() {
  const token = useMailedToken()
  const confirm = useConfirmPasswordReset()
  const [password, setPassword] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    confirm.mutate({ token, password })
  }

  if (!token) {
    return (
      <MailedLinkFrame
        title="Choose a new password"
        lead="This page opens from the link in a password reset mail."
      >
        <p className="text-ink">The link is incomplete: open it from the mail again.</p>
        <p className="mt-4">
          <Link to="/admin-portal/forgot-password" className="font-semibold underline">
            Ask for a new link
          </Link>
        </p>
      </MailedLinkFrame>
    )
  }
  return (
    <MailedLinkFrame
      title="Choose a new password"
      lead="You will be signed out everywhere, then sign in with the new password."
    >
      {confirm.isSuccess ? (
        <div className="space-y-4">
          <p role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-950">
            Your new password is set. Sign in with it.
          </p>
          <BackToSignIn />
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-5">
          <FormField label="New password" required hint={passwordRule}>
            {(_id, control) => (
              <input
                {...control}
                type="password"
                name="new-password"
                autoComplete="new-password"
                required
                minLength={8}
                maxLength={ACCOUNT_PASSWORD_MAX}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className={controlClass}
              />
            )}
          </FormField>
          <FormProblem message={confirm.error?.message} />
          {confirm.isError ? (
            <p>
              <Link to="/admin-portal/forgot-password" className="font-semibold underline">
                Ask for a new link
              </Link>
            </p>
          ) : null}
          <button
            type="submit"
            disabled={confirm.isPending}
            className={`${buttonClass('accent')} w-full disabled:opacity-70`}
          >
            {confirm.isPending ? 'Saving...' : 'Set new password'}
          </button>
        </form>
      )}
    </MailedLinkFrame>
  )
}
