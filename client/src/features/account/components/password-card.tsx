import type { OwnAccount } from '@site/contract/account'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { CurrentPasswordField, NewPasswordField } from '../../../components/portal/account-fields'
import { buttonClass } from '../../../components/ui/button-class'
import { SubmitButton } from '../../../components/ui/input-field'
import { useChangePassword } from '../api/change-account'
import { AccountCard, FormProblem } from './account-card'

/** A new password: the current one is asked for (unless there is none); other devices sign out. */
export function PasswordCard({ account }: { account: OwnAccount }) {
  const change = useChangePassword()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    change.mutate(
      { currentPassword: account.hasPassword ? current : undefined, newPassword: next },
      {
        onSuccess: ({ ended }) => {
          setCurrent('')
          setNext('')
          toast.success('Your password is changed.', {
            description:
              ended > 0
                ? `${ended} other session${ended === 1 ? ' was' : 's were'} signed out.`
                : undefined,
          })
        },
      },
    )
  }

  return (
    <AccountCard
      title={account.hasPassword ? 'Change your password' : 'Choose a password'}
      intro="Every other device where you are signed in is signed out; this one stays."
    >
      <form onSubmit={submit} className="space-y-4">
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={account.username}
          readOnly
          hidden
        />
        {account.hasPassword ? (
          <CurrentPasswordField
            name="current-password"
            value={current}
            onValueChange={setCurrent}
          />
        ) : null}
        <NewPasswordField value={next} onValueChange={setNext} />
        <FormProblem message={change.error?.message} />
        <SubmitButton
          pending={change.isPending}
          pendingLabel="Saving..."
          className={`${buttonClass('primary', 'touch')} disabled:opacity-60`}
        >
          Save password
        </SubmitButton>
      </form>
    </AccountCard>
  )
}
