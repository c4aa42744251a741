import type { OwnAccount } from '@site/contract/account'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { AccountEmailField, CurrentPasswordField } from '../../../components/portal/account-fields'
import { buttonClass } from '../../../components/ui/button-class'
import { SubmitButton } from '../../../components/ui/input-field'
import { useChangeEmail } from '../api/change-account'
import { AccountCard, FormProblem } from './account-card'

/** A new address: it changes only once the link mailed to it is opened. */
export function EmailCard({ account }: { account: OwnAccount }) {
  const change = useChangeEmail()
  const [email, setEmail] = useState('')
  const [current, setCurrent] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    change.mutate(
      { email, currentPassword: account.hasPassword ? current : undefined },
      {
        onSuccess: (saved) => {
          setEmail('')
          setCurrent('')
          toast.success('Check your mail.', {
            description: `Open the link sent to ${saved.pendingEmail ?? email} to use it.`,
          })
        },
      },
    )
  }

  return (
    <AccountCard title="E-mail address" intro="Where password reset links and security notices go.">
      <p className="text-brand-950">
        {account.email ?? <span className="text-ink-muted">No address yet.</span>}
      </p>
      {account.pendingEmail ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          Waiting for you to open the link sent to <strong>{account.pendingEmail}</strong> (it works
          for 24 hours).
        </p>
      ) : null}
      <form onSubmit={submit} className="mt-4 space-y-4">
        <AccountEmailField label="New address" value={email} onValueChange={setEmail} />
        {account.hasPassword ? (
          <CurrentPasswordField
            name="email-current-password"
            value={current}
            onValueChange={setCurrent}
          />
        ) : null}
        <FormProblem message={change.error?.message} />
        <SubmitButton
          pending={change.isPending}
          pendingLabel="Sending..."
          className={`${buttonClass('primary', 'touch')} disabled:opacity-60`}
        >
          Send confirmation link
        </SubmitButton>
      </form>
    </AccountCard>
  )
}
