import { type FormEvent, useState } from 'react'
import { AccountEmailField } from '../../../components/portal/account-fields'
import { buttonClass } from '../../../components/ui/button-class'
import { SubmitButton } from '../../../components/ui/input-field'
import { useRequestPasswordReset } from '../api/mailed-links'
import { FormProblem } from './account-card'
import { BackToSignIn, DoneNote, MailedLinkFrame } from './mailed-link-frame'

/** "Forgot your password?": asks for the address; the response is the same whoever it belongs to. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset()
  const [email, setEmail] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    request.mutate(email)
  }

  return (
    <MailedLinkFrame
      title="Forgot your password?"
      lead="Enter the e-mail address of your account. We send a link to choose a new password; it works once, for 1 hour."
    >
      {request.isSuccess ? (
        <div className="space-y-4">
          <DoneNote>{request.data.message} Check your inbox (and the spam folder).</DoneNote>
          <BackToSignIn />
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-5">
          <AccountEmailField label="E-mail address" value={email} onValueChange={setEmail} />
          <FormProblem message={request.error?.message} />
          <SubmitButton
            pending={request.isPending}
            pendingLabel="Sending..."
            className={`${buttonClass('accent')} w-full disabled:opacity-70`}
          >
            Send me a link
          </SubmitButton>
          <BackToSignIn />
        </form>
      )}
    </MailedLinkFrame>
  )
}
