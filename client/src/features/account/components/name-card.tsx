import { ACCOUNT_NAME_MAX, type OwnAccount } from '@site/contract/account'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { buttonClass } from '../../../components/ui/button-class'
import { InputField, SubmitButton } from '../../../components/ui/input-field'
import { useChangeName } from '../api/change-account'
import { AccountCard, FormProblem } from './account-card'

/** The person's name as the portal and the security log show it. */
export function NameCard({ account }: { account: OwnAccount }) {
  const change = useChangeName()
  const [name, setName] = useState(account.name)

  function submit(event: FormEvent) {
    event.preventDefault()
    change.mutate({ name }, { onSuccess: () => toast.success('Your name is saved.') })
  }

  return (
    <AccountCard title="Your name" intro={`You sign in as ${account.username}.`}>
      <form onSubmit={submit}>
        <InputField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={ACCOUNT_NAME_MAX}
          value={name}
          onValueChange={setName}
        />
        <FormProblem message={change.error?.message} />
        <SubmitButton
          pending={change.isPending}
          pendingLabel="Saving..."
          disabled={name.trim() === account.name}
          className={`${buttonClass('primary', 'touch')} mt-4 disabled:opacity-60`}
        >
          Save name
        </SubmitButton>
      </form>
    </AccountCard>
  )
}
