import type { StaffRole } from '@site/contract/admin-session'
import { Send } from 'lucide'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { InputField, SelectField } from '../../../components/ui/input-field'
import { isSessionEnded } from '../../../lib/api-request'
import { useInviteStaff } from '../api/staff-api'
import { roleWords } from './role-words'

/** Adds a person: their name, e-mail address and role; the invite mail goes at once. */
export function InviteForm() {
  const invite = useInviteStaff()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<StaffRole>('office')
  const [problem, setProblem] = useState<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setProblem(undefined)
    try {
      await invite.mutateAsync({ name, email, role })
    } catch (error) {
      if (!isSessionEnded(error)) setProblem(error instanceof Error ? error.message : String(error))
      return
    }
    toast.success(`Invite sent to ${email.trim()}`, {
      description: 'The link in it works once, for 48 hours.',
    })
    setName('')
    setEmail('')
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Invite a person"
      className="rounded-xl border border-line bg-surface-muted p-4 sm:p-6"
    >
      <h3 className="text-lg font-semibold text-brand-950">Invite a person</h3>
      <p className="mt-1 text-sm text-ink-muted">
        They get an e-mail with a link to choose their password. It works once, for 48 hours.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_14rem_auto] md:items-end">
        <InputField
          label="Name"
          required
          maxLength={100}
          autoComplete="off"
          value={name}
          onValueChange={setName}
        />
        <InputField
          label="E-mail address"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          value={email}
          onValueChange={setEmail}
        />
        <SelectField
          label="Role"
          required
          value={role}
          onValueChange={(value) => setRole(value as StaffRole)}
          options={[
            { value: 'office', label: roleWords.office.label },
            { value: 'owner', label: roleWords.owner.label },
          ]}
        />
        <button
          type="submit"
          disabled={invite.isPending}
          className={`${buttonClass('primary', 'touch')} disabled:cursor-wait disabled:opacity-60`}
        >
          <Icon drawing={Send} aria-hidden="true" className="size-4" />
          {invite.isPending ? 'Sending...' : 'Send invite'}
        </button>
      </div>
      <p className="mt-3 text-sm text-ink-muted">{roleWords[role].can}</p>
      {problem ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
    </form>
  )
}
