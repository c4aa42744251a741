import type { OwnSession } from '@site/contract/account'
import { LogOut, Monitor } from 'lucide'
import { useState } from 'react'
import { toast } from 'sonner'
import { ActionButton } from '../../../components/portal/action-button'
import { ConfirmStep } from '../../../components/portal/confirm-step'
import { QueryStates } from '../../../components/portal/section-shell'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { useEndOtherSessions, useEndSession, useOwnSessions } from '../api/own-sessions'
import { AccountCard, FormProblem } from './account-card'

const when = new Intl.DateTimeFormat('en-ZA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Johannesburg',
})

/** Where the person is signed in: device and browser, last use; end one, or all the others. */
export function SessionsCard() {
  const sessions = useOwnSessions()
  const endOthers = useEndOtherSessions()
  const [confirming, setConfirming] = useState(false)
  const others = sessions.data?.sessions.filter((session) => !session.current).length ?? 0

  return (
    <AccountCard
      title="Where you are signed in"
      intro="Each device and browser, and when it was last used. No location is kept."
    >
      <QueryStates
        query={sessions}
        loading="Loading your sessions..."
        failed="Your sessions could not be loaded."
      >
        {({ sessions: list }) => (
          <ul className="divide-y divide-line">
            {list.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </QueryStates>
      {others > 0 && !confirming ? (
        <ActionButton icon={LogOut} onClick={() => setConfirming(true)} className="mt-4">
          Sign out everywhere else
        </ActionButton>
      ) : null}
      {confirming ? (
        <ConfirmStep
          question={`Sign out of ${others} other session${others === 1 ? '' : 's'}?`}
          consequence="Those devices will need to sign in again. This one stays signed in."
          confirmLabel="Yes, sign them out"
          busyLabel="Signing out..."
          tone="caution"
          icon={LogOut}
          busy={endOthers.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ ended }) => {
                setConfirming(false)
                toast.success(`Signed out of ${ended} other session${ended === 1 ? '' : 's'}.`)
              },
            })
          }
        />
      ) : null}
      <FormProblem message={endOthers.error?.message} />
    </AccountCard>
  )
}

function SessionRow({ session }: { session: OwnSession }) {
  const end = useEndSession()
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Icon
          drawing={Monitor}
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-brand-700"
        />
        <div className="min-w-0">
          <p className="font-medium break-words text-brand-950">
            {session.device}
            {session.current ? (
              <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                This device
              </span>
            ) : null}
          </p>
          <p className="text-sm text-ink-muted">
            {session.current
              ? 'In use now'
              : `Last used ${when.format(new Date(session.lastSeenAt))}`}
            {' · '}signed in {when.format(new Date(session.createdAt))}
          </p>
          {end.error ? (
            <p role="alert" className="text-sm text-red-800">
              {end.error.message}
            </p>
          ) : null}
        </div>
      </div>
      {session.current ? null : (
        <button
          type="button"
          disabled={end.isPending}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => toast.success(`${session.device} is signed out.`),
            })
          }
          className={`${buttonClass('outline', 'touch')} disabled:opacity-60`}
        >
          {end.isPending ? 'Signing out...' : 'Sign out'}
        </button>
      )}
    </li>
  )
}
