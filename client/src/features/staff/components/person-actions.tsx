import type { StaffRole } from '@site/contract/admin-session'
import type { StaffMember } from '@site/contract/staff'
import { KeyRound, Lock, LockOpen, Mail, Trash2, UserX } from 'lucide'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { ActionButton } from '../../../components/portal/action-button'
import { ConfirmStep } from '../../../components/portal/confirm-step'
import { controlClass } from '../../../components/ui/field-styles'
import { isSessionEnded } from '../../../lib/api-request'
import { useResetTwoStep } from '../api/reset-two-step'
import {
  useChangeStaff,
  useRemoveStaff,
  useResendInvite,
  useWithdrawInvite,
} from '../api/staff-api'
import { roleWords } from './role-words'

interface PersonActionsProps {
  person: StaffMember
  /** The signed-in person's own account. */
  isYou: boolean
}

/** What the owner can do with one account: by its state, with a confirm step before it goes. */
export function PersonActions({ person, isYou }: PersonActionsProps) {
  const resend = useResendInvite()
  const withdraw = useWithdrawInvite()
  const change = useChangeStaff()
  const remove = useRemoveStaff()
  const resetTwoStep = useResetTwoStep()
  const [confirming, setConfirming] = useState<'withdraw' | 'remove' | 'resetTwoStep'>()
  const roleId = useId()
  const busy =
    resend.isPending ||
    withdraw.isPending ||
    change.isPending ||
    remove.isPending ||
    resetTwoStep.isPending

  // The steps that take something away ask first; each confirms through its own request.
  const steps = {
    withdraw: {
      mutation: withdraw,
      done: `Invite of ${person.name} withdrawn`,
      words: {
        question: `Withdraw the invite of ${person.name}?`,
        consequence:
          'The link in their e-mail stops working and the account goes. You can invite them again.',
        confirmLabel: 'Yes, withdraw',
        busyLabel: 'Withdrawing...',
        icon: UserX,
      },
    },
    resetTwoStep: {
      mutation: resetTwoStep,
      done: `Two-step sign-in of ${person.name} reset`,
      words: {
        question: `Reset the two-step sign-in of ${person.name}?`,
        consequence:
          'For a lost phone: their passkeys, authenticator app and recovery codes stop working and they are signed out. They sign in with their password (or a reset link) and set up a new one.',
        confirmLabel: 'Yes, reset',
        busyLabel: 'Resetting...',
        tone: 'caution',
        icon: KeyRound,
      },
    },
    remove: {
      mutation: remove,
      done: `${person.name} removed`,
      words: {
        question: isYou ? 'Remove your own account?' : `Remove ${person.name}?`,
        consequence: `${isYou ? 'You are' : 'They are'} signed out everywhere and cannot sign in again; what they did stays. This cannot be undone.`,
        confirmLabel: 'Yes, remove',
        busyLabel: 'Removing...',
      },
    },
  } as const
  const step = confirming ? steps[confirming] : undefined

  async function run(action: () => Promise<unknown>, success: string) {
    try {
      await action()
      toast.success(success)
      setConfirming(undefined)
    } catch (error) {
      if (!isSessionEnded(error)) {
        toast.error(error instanceof Error ? error.message : String(error))
      }
    }
  }

  return (
    <div>
      <div className="flex flex-wrap items-end gap-2">
        {person.state === 'invited' ? (
          <>
            <ActionButton
              icon={Mail}
              busy={busy}
              onClick={() =>
                run(() => resend.mutateAsync(person.id), `New invite sent to ${person.email}`)
              }
            >
              Resend invite
            </ActionButton>
            <ActionButton icon={UserX} busy={busy} onClick={() => setConfirming('withdraw')}>
              Withdraw
            </ActionButton>
          </>
        ) : (
          <>
            <div>
              <label htmlFor={roleId} className="sr-only">
                Role of {person.name}
              </label>
              <select
                id={roleId}
                value={person.role}
                disabled={busy}
                onChange={(event) => {
                  const role = event.currentTarget.value as StaffRole
                  void run(
                    () => change.mutateAsync({ id: person.id, change: { role } }),
                    `${person.name} is now ${role === 'owner' ? 'an owner' : 'office staff'}`,
                  )
                }}
                className={`${controlClass} min-h-11 py-2`}
              >
                <option value="owner">{roleWords.owner.label}</option>
                <option value="office">{roleWords.office.label}</option>
              </select>
            </div>
            <ActionButton
              icon={person.state === 'locked' ? LockOpen : Lock}
              busy={busy}
              onClick={() => {
                const locked = person.state !== 'locked'
                void run(
                  () => change.mutateAsync({ id: person.id, change: { locked } }),
                  locked
                    ? `${person.name} is locked and signed out`
                    : `${person.name} can sign in again`,
                )
              }}
            >
              {person.state === 'locked' ? 'Unlock' : 'Lock'}
            </ActionButton>
            {person.twoStep && !isYou ? (
              <ActionButton
                icon={KeyRound}
                busy={busy}
                onClick={() => setConfirming('resetTwoStep')}
              >
                Reset two-step
              </ActionButton>
            ) : null}
            <ActionButton icon={Trash2} busy={busy} onClick={() => setConfirming('remove')}>
              Remove
            </ActionButton>
          </>
        )}
      </div>
      {step ? (
        <ConfirmStep
          {...step.words}
          busy={step.mutation.isPending}
          onConfirm={() => run(() => step.mutation.mutateAsync(person.id), step.done)}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
    </div>
  )
}
