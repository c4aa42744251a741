import { useQueryClient } from '@tanstack/react-query'
import { KeyRound, ShieldCheck, Smartphone } from 'lucide'
import { toast } from 'sonner'
import { useLogout } from '../../lib/portal/logout'
import { passkeyProblem, useAddPasskey } from '../../lib/portal/two-step'
import { recheckSession } from '../../lib/session-query'
import { buttonClass } from '../ui/button-class'
import { Icon } from '../ui/icon'
import { AuthenticatorSetup } from './authenticator-setup'
import { SignInCard } from './sign-in-card'

/**
 * The walk-through for a person who must add a second step (the owner requires two-step
 * sign-in): a passkey on this device, or an authenticator app. The portal opens once one is on.
 */
export function TwoStepSetup({ onFinished }: { onFinished: () => void }) {
  const queryClient = useQueryClient()
  const addPasskey = useAddPasskey()
  const logout = useLogout()
  const finished = () => {
    toast.success('Two-step sign-in is on', { description: 'Welcome to the admin portal.' })
    void recheckSession(queryClient)
    onFinished()
  }

  return (
    <SignInCard title="Set up two-step sign-in" icon={ShieldCheck} wide>
      <p className="mt-2 text-ink-muted">
        The owner asks everyone to protect their account with a second step. Choose one; it takes a
        minute. After that the portal opens.
      </p>

      <div className="mt-6 rounded-xl border border-line p-4">
        <h3 className="flex items-center gap-2 font-semibold text-brand-950">
          <Icon drawing={KeyRound} aria-hidden="true" className="size-5" /> A passkey on this device
        </h3>
        <p className="mt-1 text-sm text-ink-muted">
          Your phone or computer unlocks it with your fingerprint, face or screen lock.
        </p>
        <button
          type="button"
          disabled={addPasskey.isPending}
          onClick={() =>
            addPasskey.mutate('', {
              onSuccess: finished,
              onError: (error) =>
                toast.error('The passkey was not added', { description: passkeyProblem(error) }),
            })
          }
          className={`${buttonClass('primary', 'touch')} mt-3 disabled:opacity-60`}
        >
          {addPasskey.isPending ? 'Waiting for your device...' : 'Add a passkey'}
        </button>
      </div>

      <div className="mt-4 rounded-xl border border-line p-4">
        <h3 className="flex items-center gap-2 font-semibold text-brand-950">
          <Icon drawing={Smartphone} aria-hidden="true" className="size-5" /> An authenticator app
        </h3>
        <p className="mt-1 mb-3 text-sm text-ink-muted">
          You type a 6-digit code from the app after your password.
        </p>
        <AuthenticatorSetup onDone={finished} />
      </div>

      <button
        type="button"
        onClick={() => logout.mutate()}
        className="mt-4 min-h-11 text-sm text-ink-muted underline underline-offset-4"
      >
        Sign out
      </button>
    </SignInCard>
  )
}
