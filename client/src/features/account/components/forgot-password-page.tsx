import { ACCOUNT_EMAIL_MAX } from '@site/contract/account'
import { type FormEvent, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { controlClass } from '../../../components/ui/field-styles'
import { FormField } from '../../../components/ui/form-field'
import { useRequestPasswordReset } from '../api/mailed-links'
import { FormProblem } from './account-card'
import { BackToSignIn, MailedLinkFrame } from './mailed-link-frame'

/** "Forgot your password?": asks for the address; the answer is the same whoever it belongs to. */
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
          <p role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-950">
            {request.data.message} Check your inbox (and the spam folder).
          </p>
          <BackToSignIn />
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-5">
          <FormField label="E-mail address" required>
            {(_id, control) => (
              <input
                {...control}
                type="email"
                name="email"
                autoComplete="email"
                required
                maxLength={ACCOUNT_EMAIL_MAX}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={controlClass}
              />
            )}
          </FormField>
          <FormProblem message={request.error?.message} />
          <button
            type="submit"
            disabled={request.isPending}
            className={`${buttonClass('accent')} w-full disabled:opacity-70`}
          >
            {request.isPending ? 'Sending...' : 'Send me a link'}
          </button>
          <BackToSignIn />
        </form>
      )}
    </MailedLinkFrame>
  )
}
