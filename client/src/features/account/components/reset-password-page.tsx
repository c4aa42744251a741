import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { NewPasswordField } from '../../../components/portal/account-fields'
import { buttonClass } from '../../../components/ui/button-class'
import { SubmitButton } from '../../../components/ui/input-field'
import { useConfirmPasswordReset } from '../api/mailed-links'
import { FormProblem } from './account-card'
import { BackToSignIn, DoneNote, MailedLinkFrame, useMailedToken } from './mailed-link-frame'

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
          <DoneNote>Your new password is set. Sign in with it.</DoneNote>
          <BackToSignIn />
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-5">
          <NewPasswordField value={password} onValueChange={setPassword} />
          <FormProblem message={confirm.error?.message} />
          {confirm.isError ? (
            <p>
              <Link to="/admin-portal/forgot-password" className="font-semibold underline">
                Ask for a new link
              </Link>
            </p>
          ) : null}
          <SubmitButton
            pending={confirm.isPending}
            pendingLabel="Saving..."
            className={`${buttonClass('accent')} w-full disabled:opacity-70`}
          >
            Set new password
          </SubmitButton>
        </form>
      )}
    </MailedLinkFrame>
  )
}
