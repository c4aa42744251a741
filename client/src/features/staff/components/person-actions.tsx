import type { StaffRole } from '@site/contract/admin-session'
import type { StaffMember } from '@site/contract/staff'
import { KeyRound, Lock, LockOpen, Mail, Trash2, UserX } from 'lucide'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { ConfirmStep } from '../../../components/portal/confirm-step'
import { buttonClass } from '../../../components/ui/button-class'
import { controlClass } from '../../../components/ui/field-styles'
import { Icon } from '../../../components/ui/icon'
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
  const [confirming, setConfirming] = useState<'withdraw' | 'remove' | 'reset-two-step'>()
  const roleId = useId()
  const busy =
    resend.isPending ||
    withdraw.isPending ||
    change.isPending ||
    remove.isPending ||
    resetTwoStep.isPending

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

  const smallButton = `${buttonClass('outline', 'touch')} disabled:cursor-wait disabled:opacity-60`
  return (
    <div>
      <div className="flex flex-wrap items-end gap-2">
        {person.state === 'invited' ? (
          <>
            <button
              type="button"
              disabled={busy}
              className={smallButton}
              onClick={() =>
                run(() => resend.mutateAsync(person.id), `New invite sent to ${person.email}`)
              }
            >
              <Icon drawing={Mail} aria-hidden="true" className="size-4" />
              Resend invite
            </button>
            <button
              type="button"
              disabled={busy}
              className={smallButton}
              onClick={() => setConfirming('withdraw')}
            >
              <Icon drawing={UserX} aria-hidden="true" className="size-4" />
              Withdraw
            </button>
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
            <button
              type="button"
              disabled={busy}
              className={smallButton}
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
              {person.state === 'locked' ? (
                <Icon drawing={LockOpen} aria-hidden="true" className="size-4" />
              ) : (
                <Icon drawing={Lock} aria-hidden="true" className="size-4" />
              )}
              {person.state === 'locked' ? 'Unlock' : 'Lock'}
            </button>
            {person.twoStep && !isYou ? (
              <button
                type="button"
                disabled={busy}
                className={smallButton}
                onClick={() => setConfirming('reset-two-step')}
              >
                <Icon drawing={KeyRound} aria-hidden="true" className="size-4" />
                Reset two-step
              </button>
            ) : null}
            <button
              type="button"
              disabled={busy}
              className={smallButton}
              onClick={() => setConfirming('remove')}
            >
              <Icon drawing={Trash2} aria-hidden="true" className="size-4" />
              Remove
            </button>
          </>
        )}
      </div>
      {confirming === 'withdraw' ? (
        <ConfirmStep
          question={`Withdraw the invite of ${person.name}?`}
          consequence="The link in their e-mail stops working and the account goes. You can invite them again."
          confirmLabel="Yes, withdraw"
          busyLabel="Withdrawing..."
          icon={UserX}
          busy={withdraw.isPending}
          onConfirm={() =>
            run(() => withdraw.mutateAsync(person.id), `Invite of ${person.name} withdrawn`)
          }
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
      {confirming === 'reset-two-step' ? (
        <ConfirmStep
          question={`Reset the two-step sign-in of ${person.name}?`}
          consequence="For a lost phone: their passkeys, authenticator app and recovery codes stop working and they are signed out. They sign in with their password (or a reset link) and set up a new one."
          confirmLabel="Yes, reset"
          busyLabel="Resetting..."
          tone="caution"
          icon={KeyRound}
          busy={resetTwoStep.isPending}
          onConfirm={() =>
            run(
              () => resetTwoStep.mutateAsync(person.id),
              `Two-step sign-in of ${person.name} reset`,
            )
          }
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
      {confirming === 'remove' ? (
        <ConfirmStep
          question={isYou ? 'Remove your own account?' : `Remove ${person.name}?`}
          consequence={`${isYou ? 'You are' : 'They are'} signed out everywhere and cannot sign in again; what they did stays. This cannot be undone.`}
          confirmLabel="Yes, remove"
          busyLabel="Removing..."
          busy={remove.isPending}
          onConfirm={() => run(() => remove.mutateAsync(person.id), `${person.name} removed`)}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
    </div>
  )
}
